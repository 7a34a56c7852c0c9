import { useTranslation } from 'react-i18next';

export function UploadProgress({ name, fraction }: { name: string; fraction: number }) {
  const { t } = useTranslation();
  const percent = Math.round(fraction * 100);
  return (
    <div className="grid gap-1.5">
      <p className="flex justify-between gap-2 text-sm text-slate-700">
        <span className="truncate">{t('wizard.documents.uploading', { file: name })}</span>
        <span aria-hidden="true">{percent}%</span>
      </p>
      <div
        role="progressbar"
        aria-label={t('wizard.documents.uploading', { file: name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
