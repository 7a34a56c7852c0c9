import { Download, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../components/copy-button';
import { saveTextFile } from './save-text-file';

/** The ten recovery codes, shown this once: copied, downloaded or written down before they go. */
export function RecoveryCodes({ codes, username, onDone }: { codes: string[]; username: string; onDone: () => void }) {
  const { t } = useTranslation();
  const asText = [t('admin.account.codes.fileHeading', { username }), '', ...codes, ''].join('\n');
  return (
    <div className="grid gap-4">
      <h4 className="font-semibold text-brand-900">{t('admin.account.codes.title')}</h4>
      <p className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        {t('admin.account.codes.warning')}
      </p>
      <ol
        className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-base text-slate-900 sm:grid-cols-5"
        aria-label={t('admin.account.codes.listLabel')}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={codes.join('\n')} label={t('admin.account.codes.copy')} />
        <Button variant="secondary" onClick={() => saveTextFile(asText, `protea-recovery-codes-${username}.txt`)}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {t('admin.account.codes.download')}
        </Button>
        <Button onClick={onDone}>{t('admin.account.codes.done')}</Button>
      </div>
    </div>
  );
}
