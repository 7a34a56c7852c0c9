import type { CaseRef } from '@protea/shared/schemas/assistant';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/admin/status-badge';
import { CaseButton } from './case-button';
import { LinkedText } from './linked-text';

export const subheadingClass = 'text-base font-semibold text-slate-900';

export function TextList({ title, items }: { title: string; items: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <section className="grid gap-1">
      <h4 className={subheadingClass}>{title}</h4>
      {items.length === 0 ? (
        <p className="text-slate-700">{t('admin.assistant.results.none')}</p>
      ) : (
        <ul className="list-disc space-y-1 pl-5 text-slate-800">
          {items.map((item) => (
            <li key={item}>
              <LinkedText text={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The summary, the issues and the recommendations every analysis gives, in the caller's language. */
export function TextSections({
  summary,
  issues,
  issuesTitle,
  recommendations,
}: {
  summary?: string;
  /** None for the answers that give no issues. */
  issues?: readonly string[];
  issuesTitle?: string;
  recommendations: readonly string[];
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      {summary && (
        <section className="grid gap-1">
          <h4 className={subheadingClass}>{t('admin.assistant.results.summary')}</h4>
          <p className="text-slate-800">
            <LinkedText text={summary} />
          </p>
        </section>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        {issues && <TextList title={issuesTitle ?? t('admin.assistant.results.issues')} items={issues} />}
        <TextList title={t('admin.assistant.results.recommendations')} items={recommendations} />
      </div>
    </div>
  );
}

export interface ResultColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers are right-aligned. */
  isNumeric?: boolean;
}

/** A small table of a result's numbers or requests; its caption names it for screen readers and the eye. */
export function ResultTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  isCaptionHidden = false,
  isHidden = false,
}: {
  caption: string;
  columns: readonly ResultColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  isCaptionHidden?: boolean;
  /** For screen readers only: the numbers a chart already shows to the eye. */
  isHidden?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={isHidden ? 'sr-only' : 'grid min-w-0 gap-1'}>
      {/* On a phone a wide table scrolls on its own, never the page; focusable, so the keyboard can scroll it. */}
      <div className={isHidden ? undefined : 'overflow-x-auto'} tabIndex={isHidden ? undefined : 0}>
        <table
          className="w-full border-collapse text-sm"
          aria-describedby={rows.length === 0 ? `${id}-empty` : undefined}
        >
          <caption
            id={`${id}-caption`}
            className={isCaptionHidden ? 'sr-only' : 'pb-2 text-left text-base font-semibold text-slate-900'}
          >
            {caption}
          </caption>
          <thead className="bg-slate-100 text-slate-800">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={
                    column.isNumeric ? 'px-2 py-2 text-right font-semibold' : 'px-2 py-2 text-left font-semibold'
                  }
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={rowKey(row, index)} className="border-t border-slate-200 align-top">
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className={column.isNumeric ? 'px-2 py-2 text-right tabular-nums' : 'px-2 py-2 break-words'}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 && (
        <p id={`${id}-empty`} className="text-sm text-slate-700">
          {t('admin.assistant.results.none')}
        </p>
      )}
    </div>
  );
}

/** The reference, name and status columns every list of requests starts with. */
export function useCaseColumns<Row extends CaseRef>(): ResultColumn<Row>[] {
  const { t } = useTranslation();
  return [
    { header: t('admin.assistant.results.reference'), cell: (row) => <CaseButton target={row} /> },
    { header: t('admin.assistant.results.name'), cell: (row) => row.name },
    { header: t('admin.assistant.results.status'), cell: (row) => <StatusBadge status={row.status} /> },
  ];
}

/** A label and its value, for the headline numbers of a result. */
export function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-xl font-bold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}
