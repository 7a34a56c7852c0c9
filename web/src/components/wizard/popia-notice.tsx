import { ShieldCheck } from 'lucide-react';
import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../form/checkbox-field';
import { linkClass } from './privacy-link-class';

type PopiaNoticeProps = Omit<ComponentProps<typeof CheckboxField>, 'label'> & {
  /** Where the texts that name what the details are for (purpose, required, consent) are, when not the application's. */
  purposeTexts?: string;
};

const loadPolicyDialog = () => import('../privacy/privacy-policy-dialog');
const PrivacyPolicyDialog = lazy(() => loadPolicyDialog().then((module) => ({ default: module.PrivacyPolicyDialog })));
/** Fetched ahead of the click; a failure is tried again when the dialog opens. */
const prefetchPolicyDialog = () => void loadPolicyDialog().catch(() => undefined);

/**
 * POPIA: why we ask, what is required, the applicant's rights, and that what is typed is kept on the server for a day
 * so a reload loses nothing (ADR 032); consent before the request is created.
 */
export function PopiaNotice({ purposeTexts = 'wizard.privacy', ...props }: PopiaNoticeProps) {
  const { t } = useTranslation();
  const [isPolicyOpen, setIsPolicyOpen] = useState(false);
  // The policy's dialog (and the dialog kit, a tenth of the step's code) loads when it is about to be opened, then stays.
  const [isPolicyNeeded, setIsPolicyNeeded] = useState(false);
  const draftText = t(`${purposeTexts}.draft`, { defaultValue: '' });
  return (
    <section aria-labelledby="popia-title" className="mb-6 rounded-lg border border-brand-100 bg-brand-50 p-4">
      <h3 id="popia-title" className="flex items-center gap-2 font-semibold text-brand-900">
        <ShieldCheck aria-hidden="true" className="h-5 w-5" />
        {t('wizard.privacy.title')}
      </h3>
      <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm text-slate-800">
        <li>{t(`${purposeTexts}.purpose`)}</li>
        <li>{t(`${purposeTexts}.required`)}</li>
        <li>{t('wizard.privacy.rights')}</li>
        {/* The application's typing is kept before consent (ADR 032); a termination keeps nothing before its first step. */}
        {draftText ? <li>{draftText}</li> : null}
      </ul>
      <p className="mt-1 text-sm">
        {/* Read in place: leaving the page would lose what has been typed so far. */}
        <button
          type="button"
          aria-haspopup="dialog"
          onPointerEnter={prefetchPolicyDialog}
          onFocus={prefetchPolicyDialog}
          onClick={() => {
            setIsPolicyNeeded(true);
            setIsPolicyOpen(true);
          }}
          className={linkClass}
        >
          {t('wizard.privacy.link')}
        </button>
      </p>
      <div className="mt-2">
        <CheckboxField label={t(`${purposeTexts}.consent`)} {...props} />
      </div>
      {isPolicyNeeded && (
        <Suspense fallback={null}>
          <PrivacyPolicyDialog open={isPolicyOpen} onOpenChange={setIsPolicyOpen} />
        </Suspense>
      )}
    </section>
  );
}
