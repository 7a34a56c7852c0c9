import { ShieldCheck } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CheckboxField } from './checkbox-field';

type PopiaNoticeProps = Omit<ComponentProps<typeof CheckboxField>, 'label'>;

/** POPIA: why we ask, what is required, the applicant's rights; consent before any detail leaves the phone. */
export function PopiaNotice(props: PopiaNoticeProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="popia-title" className="mb-6 rounded-lg border border-brand-100 bg-brand-50 p-4">
      <h3 id="popia-title" className="flex items-center gap-2 font-semibold text-brand-900">
        <ShieldCheck aria-hidden="true" className="h-5 w-5" />
        {t('wizard.privacy.title')}
      </h3>
      <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm text-slate-800">
        <li>{t('wizard.privacy.purpose')}</li>
        <li>{t('wizard.privacy.required')}</li>
        <li>{t('wizard.privacy.rights')}</li>
      </ul>
      <p className="mt-1 text-sm">
        <Link
          href="/privacy"
          className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-2"
        >
          {t('wizard.privacy.link')}
        </Link>
      </p>
      <div className="mt-2">
        <CheckboxField label={t('wizard.privacy.consent')} {...props} />
      </div>
    </section>
  );
}
