import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** What a reviewer may do here, shown before anyone looks for a button to change something. */
export function ReadOnlyNotice() {
  const { t } = useTranslation();
  return (
    <p className="flex items-start gap-2 rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800">
      <Lock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      {t('admin.reference.readOnly')}
    </p>
  );
}
