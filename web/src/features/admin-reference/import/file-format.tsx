import { IMPORT_HEADERS, type ImportRegister } from '@protea/shared/schemas/reference-data';
import { Download, FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../components/ui/button';
import { apiBase } from '../../../lib/base-path';
import { saveBlob } from '../../../lib/download-file';
import { exampleCsv, exampleFileName } from './example-files';

/**
 * The header a register's file starts with (`id` names it for the file picker's description), an example file to start from, and the register as it stands in the same
 * format, to edit and import again.
 */
export function FileFormat({ register, id }: { register: ImportRegister; id: string }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 rounded-lg border border-slate-200 p-4">
      <div id={id} className="grid gap-1">
        <p className="text-sm font-medium text-slate-800">{t('admin.reference.importScreen.header')}</p>
        <code className="block rounded bg-slate-100 px-2 py-1.5 font-mono text-xs break-all text-slate-900">
          {IMPORT_HEADERS[register].join(',')}
        </code>
        <p className="text-sm text-slate-700">{t(`admin.reference.importScreen.rules.${register}`)}</p>
        <p className="text-sm text-slate-700">{t('admin.reference.importScreen.accepts')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() =>
            saveBlob(new Blob([exampleCsv(register)], { type: 'text/csv;charset=utf-8' }), exampleFileName(register))
          }
        >
          <FileDown aria-hidden="true" className="h-4 w-4" />
          {t('admin.reference.importScreen.example')}
        </Button>
        <a href={`${apiBase}/admin/reference/${register}/export`} download className={buttonClass('secondary')}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {t('admin.reference.importScreen.export')}
        </a>
      </div>
    </div>
  );
}
