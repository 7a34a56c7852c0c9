import type { StoredApplicationRecord } from '@protea/shared/schemas/application-record';
import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeRequest } from '../../../components/verification/code-request';
import { CodeStep } from '../../../components/wizard/code-step';
import { ContinueButton } from '../../../components/wizard/continue-button';
import { StepActions } from '../../../components/wizard/step-actions';
import { StepHeading } from '../../../components/wizard/step-heading';
import { useApplicationCode } from '../use-application-code';
import type { WizardKind } from '../wizard-kind';

/** Spec: a code is sent automatically on entry (after a second) when none was sent on this visit. */
const AUTO_SEND_DELAY_MS = 1000;

interface PhoneVerificationStepProps {
  kind: WizardKind;
  applicationNumber: string;
  isCellConfirmed: boolean;
  /** How the request made on property Continue ended; null when none was made on this visit. */
  codeRequest: CodeRequest | null;
  isBusy: boolean;
  onCodeRequested: (request: CodeRequest) => void;
  onVerified: (application: StoredApplicationRecord) => void;
  onContinue: () => void;
  onBack: () => void;
}

export function PhoneVerificationStep(props: PhoneVerificationStepProps) {
  const {
    kind,
    applicationNumber,
    isCellConfirmed,
    codeRequest,
    isBusy,
    onCodeRequested,
    onVerified,
    onContinue,
    onBack,
  } = props;
  const { t } = useTranslation();
  const code = useApplicationCode(kind, applicationNumber, { initial: codeRequest, onRequested: onCodeRequested });

  // biome-ignore lint/correctness/useExhaustiveDependencies: only on entering the step
  useEffect(() => {
    // A code that failed to go out is asked for again; after a cooldown or limit, Resend is the way.
    if (isCellConfirmed || (codeRequest && codeRequest.status !== 'failed')) return;
    const timer = window.setTimeout(() => void code.sendCode(), AUTO_SEND_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (isCellConfirmed) {
    return (
      <div>
        <StepHeading>{t('wizard.steps.phone_verification')}</StepHeading>
        <p className="flex items-start gap-3 rounded-lg border border-brand-600 bg-brand-50 p-4 text-brand-900">
          <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          {t('wizard.verify.alreadyVerified')}
        </p>
        <StepActions onBack={onBack} isBusy={isBusy}>
          <ContinueButton isBusy={isBusy} onClick={onContinue} />
        </StepActions>
      </div>
    );
  }

  return (
    <CodeStep
      title={t('wizard.steps.phone_verification')}
      intro={t('wizard.verify.intro')}
      code={code}
      isBusy={isBusy}
      onVerified={onVerified}
      onBack={onBack}
    />
  );
}
