import type { ImportLineError } from '@protea/shared/schemas/reference-data';
import { AlertTriangle, CheckCircle2, Info } from 'lucide-react';
import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { ResponsiveTable } from '../components/responsive-table';
import type { FileOutcome } from './import-readiness';

/**
 * What a dry run or an import found: the counts (lines by what the import does to them, lines with errors, and the
 * errors, of which a line may have several), every error as a table by line (line 1 is the header), and the warnings:
 * lines the import takes but someone should look at.
 */
export function ImportReportView({
  outcome,
  headingRef,
}: {
  outcome: FileOutcome;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();
  const { report, file } = outcome;
  const titleId = useId();
  const errorCount = report.errors.length + report.moreErrors;
  const kind = report.committed ? 'imported' : report.dryRun ? 'checked' : 'refused';
  const counts = [
    { key: 'rows', value: report.rows },
    { key: 'created', value: report.created },
    { key: 'updated', value: report.updated },
    { key: 'unchanged', value: report.unchanged },
    { key: 'linesWithErrors', value: report.linesWithErrors },
    { key: 'errors', value: errorCount },
  ] as const;

  return (
    <section aria-labelledby={titleId} className="grid gap-4 rounded-lg border border-slate-200 p-4">
      <h4
        id={titleId}
        ref={headingRef}
        tabIndex={-1}
        className="wrap-anywhere font-semibold text-slate-900 focus:outline-none"
      >
        {t(`admin.reference.importScreen.report.title.${kind}`, { name: file.name })}
      </h4>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {counts.map(({ key, value }) => (
          <div
            key={key}
            className={cn(
              'grid gap-0.5 rounded-md border p-2',
              (key === 'errors' || key === 'linesWithErrors') && value > 0
                ? 'border-red-200 bg-red-50'
                : 'border-slate-200 bg-slate-50',
            )}
          >
            <dt className="text-xs font-medium text-slate-700">{t(`admin.reference.importScreen.report.${key}`)}</dt>
            <dd className="text-lg font-semibold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {errorCount === 0 ? (
        <p className="flex items-start gap-2 text-sm text-green-900">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {t(`admin.reference.importScreen.report.clean.${report.committed ? 'imported' : 'checked'}`, {
            created: report.created,
            updated: report.updated,
            unchanged: report.unchanged,
          })}
        </p>
      ) : (
        <>
          <p className="flex items-start gap-2 text-sm text-red-800">
            <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            <span>
              {t('admin.reference.importScreen.report.fix', { count: report.linesWithErrors })}{' '}
              {t('admin.reference.importScreen.report.errorTotal', { count: errorCount })}
            </span>
          </p>
          <LineNotes
            notes={report.errors}
            caption={t('admin.reference.importScreen.report.errorsCaption')}
            messageLabel={t('admin.reference.importScreen.report.message')}
            more={
              report.moreErrors > 0 && t('admin.reference.importScreen.report.moreErrors', { count: report.moreErrors })
            }
          />
        </>
      )}
      {report.warnings.length > 0 && (
        <div className="grid gap-3">
          <p className="flex items-start gap-2 text-sm text-amber-900">
            <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            {t('admin.reference.importScreen.report.warningsIntro', {
              count: report.warnings.length + report.moreWarnings,
            })}
          </p>
          <LineNotes
            notes={report.warnings}
            caption={t('admin.reference.importScreen.report.warningsCaption')}
            messageLabel={t('admin.reference.importScreen.report.warning')}
            more={
              report.moreWarnings > 0 &&
              t('admin.reference.importScreen.report.moreWarnings', { count: report.moreWarnings })
            }
          />
        </div>
      )}
    </section>
  );
}

/** Errors or warnings by line and column, and how many more there are beyond those listed. */
function LineNotes({
  notes,
  caption,
  messageLabel,
  more,
}: {
  notes: ImportLineError[];
  caption: string;
  messageLabel: string;
  more: string | false;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ResponsiveTable<ImportLineError>
        caption={caption}
        headingLevel={4}
        title={{
          id: 'line',
          label: t('admin.reference.importScreen.report.line'),
          render: (note) => note.line,
          renderCard: (note) => t('admin.reference.importScreen.report.lineNumber', { line: note.line }),
        }}
        columns={[
          {
            id: 'column',
            label: t('admin.reference.importScreen.report.column'),
            render: (note) =>
              note.column ? (
                <span className="font-mono">{note.column}</span>
              ) : (
                t('admin.reference.importScreen.report.wholeLine')
              ),
          },
          { id: 'message', label: messageLabel, render: (note) => note.message },
        ]}
        rows={notes}
        rowKey={(note) => `${note.line}-${note.column ?? ''}-${note.message}`}
      />
      {more && <p className="text-sm font-medium text-slate-800">{more}</p>}
    </>
  );
}
