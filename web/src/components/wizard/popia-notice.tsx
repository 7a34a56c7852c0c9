import { ExternalLink, ShieldCheck } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { basePath } from '../../lib/base-path';
import { CheckboxField } from '../form/checkbox-field';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

type PopiaNoticeProps = Omit<ComponentProps<typeof CheckboxField>, 'label'>;

const linkClass = 'inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-800 underline underline-offset-2';

/** POPIA: why we ask, what is required, the applicant's rights; consent before any detail leaves the phone. */
export function PopiaNotice(props: PopiaNoticeProps) {
  const { t } = useTranslation();
  const [isPolicyOpen, setIsPolicyOpen] = useState(false);
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
        {/* Read in place: leaving the page would lose what has been typed so far. */}
        <button type="button" aria-haspopup="dialog" onClick={() => setIsPolicyOpen(true)} className={linkClass}>
          {t('wizard.privacy.link')}
        </button>
      </p>
      <div className="mt-2">
        <CheckboxField label={t('wizard.privacy.consent')} {...props} />
      </div>
      <PrivacyPolicyDialog open={isPolicyOpen} onOpenChange={setIsPolicyOpen} />
    </section>
  );
}

function PrivacyPolicyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const paragraphs = t('pages.privacy.paragraphs', { returnObjects: true }) as string[];
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('pages.privacy.title')} closeLabel={t('common.close')}>
      <div className="mt-4 grid gap-3 text-slate-700">
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <a href={`${basePath}/privacy`} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {t('wizard.privacy.openFullPage')}
          <ExternalLink aria-hidden="true" className="h-4 w-4 shrink-0" />
        </a>
        <Button onClick={() => onOpenChange(false)}>{t('common.close')}</Button>
      </div>
    </Dialog>
  );
}
