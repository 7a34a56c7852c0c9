import { Info } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export function AboutBox() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="grid gap-2 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-slate-800"
    >
      <h2 id={id} className="flex items-center gap-2 text-base font-semibold text-brand-900">
        <Info aria-hidden="true" className="h-5 w-5" />
        {t('admin.assistant.about.heading')}
      </h2>
      <p>{t('admin.assistant.about.text')}</p>
      <p>{t('admin.assistant.about.hours')}</p>
      <p>{t('admin.assistant.about.ask')}</p>
    </section>
  );
}
