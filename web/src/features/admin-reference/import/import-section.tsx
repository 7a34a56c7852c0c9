import { IMPORT_REGISTERS, type ImportRegister, MAX_IMPORT_BYTES } from '@protea/shared/schemas/reference-data';
import { FileCheck2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toastError, toastSuccess } from '../../../lib/admin/admin-toast';
import { settle } from '../../../lib/admin/settle';
import { ApiError } from '../../../lib/api-client';
import { useImportRegister } from '../api/import-register';
import { FileDropZone } from './file-drop-zone';
import { FileFormat } from './file-format';
import { type FileOutcome, importReadiness } from './import-readiness';
import { ImportReportView } from './import-report-view';

/** The server's words for a file it refused whole (empty, not CSV, wrong header, too large), else ours. */
const refusalText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.code !== 'http_error'
    ? error.message
    : fallback;

/**
 * Loads a register from a CSV file: choose the register and the file, check it (a dry run that writes nothing), read
 * the report, and import it once a check of that very file found no error. All or nothing, on the server.
 */
export function ImportSection({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const send = useImportRegister();
  const [register, setRegister] = useState<ImportRegister>('complexes');
  const [file, setFile] = useState<File | null>(null);
  const [last, setLast] = useState<FileOutcome | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const reportHeading = useRef<HTMLHeadingElement>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  const pending = send.isPending ? (send.variables.dryRun ? 'check' : 'import') : null;
  const readiness = importReadiness({ canChange, register, file, last });
  const reasonId = `${id}-reason`;

  const choose = (next: File) => {
    // A file the server would refuse for its size is refused before a byte of it is sent.
    const isTooLarge = next.size > MAX_IMPORT_BYTES;
    setFile(isTooLarge ? null : next);
    setLast(null);
    setRefusal(isTooLarge ? t('admin.reference.importScreen.tooLarge') : null);
  };

  const run = (dryRun: boolean) => {
    if (!file) return;
    const sent = { file, register };
    setRefusal(null);
    return settle(send.mutateAsync({ ...sent, dryRun }), {
      onSuccess: (report) => {
        setLast({ ...sent, report });
        if (report.committed) {
          toastSuccess(
            t('admin.reference.importScreen.done'),
            t('admin.reference.importScreen.doneText', {
              created: report.created,
              updated: report.updated,
              unchanged: report.unchanged,
            }),
          );
        } else if (!dryRun) {
          toastError(t('admin.reference.importScreen.refused'), t('admin.reference.importScreen.refusedText'));
        }
        requestAnimationFrame(() => reportHeading.current?.focus());
      },
      onError: (error) => {
        setLast(null);
        setRefusal(refusalText(error, t('admin.reference.importScreen.failed')));
        requestAnimationFrame(() => refusalRef.current?.focus());
      },
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-5">
      <div className="grid gap-1">
        <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          {t('admin.reference.importScreen.title')}
        </h3>
        <p className="text-sm text-slate-700">{t('admin.reference.importScreen.intro')}</p>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">
          {t('admin.reference.importScreen.register')}
        </legend>
        <div className="flex flex-wrap gap-2">
          {IMPORT_REGISTERS.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name={`${id}-register`}
                value={value}
                checked={register === value}
                onChange={() => {
                  setRegister(value);
                  setLast(null);
                  setRefusal(null);
                }}
                className="h-4 w-4 accent-brand-700"
              />
              <span className="text-sm font-medium text-slate-900">
                {t(`admin.reference.importScreen.registers.${value}`)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <FileFormat register={register} id={`${id}-format`} />
      <FileDropZone
        file={file}
        disabled={!canChange || pending !== null}
        describedBy={`${id}-format`}
        onFile={choose}
      />
      <div className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={readiness.check !== null || pending !== null}
            aria-describedby={readiness.check ? reasonId : undefined}
            onClick={() => void run(true)}
          >
            <FileCheck2 aria-hidden="true" className="h-4 w-4" />
            {pending === 'check' ? t('admin.reference.importScreen.checking') : t('admin.reference.importScreen.check')}
          </Button>
          <Button
            disabled={readiness.import !== null || pending !== null}
            aria-describedby={readiness.import ? reasonId : undefined}
            onClick={() => void run(false)}
          >
            <Upload aria-hidden="true" className="h-4 w-4" />
            {pending === 'import'
              ? t('admin.reference.importScreen.importing')
              : t('admin.reference.importScreen.import')}
          </Button>
        </div>
        {readiness.import && (
          <p id={reasonId} className="text-sm text-slate-700">
            {t(`admin.reference.importScreen.reasons.${readiness.import}`)}
          </p>
        )}
      </div>
      {refusal && (
        <div
          ref={refusalRef}
          tabIndex={-1}
          role="alert"
          className="grid gap-1 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900 focus:outline-none"
        >
          <p className="font-semibold">{t('admin.reference.importScreen.notAccepted')}</p>
          <p className="wrap-anywhere">{refusal}</p>
        </div>
      )}
      {last && <ImportReportView outcome={last} headingRef={reportHeading} />}
    </section>
  );
}
