import type { StoredApplicationRecord } from '@protea/shared/schemas/application-record';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button, buttonClass } from '../../../components/ui/button';
import { LoadingView } from '../../../components/ui/loading-view';
import { CodeEntryForm } from '../../../components/verification/code-entry-form';
import type { CodeRequest } from '../../../components/verification/code-request';
import { StepHeading } from '../../../components/wizard/step-heading';
import { useApplicationCode } from '../use-application-code';

interface ResumeVerificationProps {
  reference: string;
  onResumed: (application: StoredApplicationRecord, codeRequest: CodeRequest | null) => void;
}

/** Resume: a code goes to the phone on file; nothing of the application is loaded before it is verified. */
export function ResumeVerification({ reference, onResumed }: ResumeVerificationProps) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<'sending' | 'entry' | 'failed' | 'loading'>('sending');
  const code = useApplicationCode(reference);
  const refusal = { title: t('wizard.errors.title'), description: t('wizard.errors.loadFailed') };

  // Only a refusal (no such application, no number on file) ends here; a code that could not be sent this
  // time (limit, cooldown, SMS failure) still leaves the code box, with the reason and what to do.
  const start = async () => {
    setPhase('sending');
    const outcome = await code.sendCode({ refusal });
    setPhase(outcome.status === 'refused' ? 'failed' : 'entry');
  };

  // Once per visit, also under React's development double effects: a second request would only hit the cooldown.
  const hasStarted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on arrival
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    void start();
  }, []);

  if (phase === 'sending') return <LoadingView text={t('wizard.resume.sending')} />;
  if (phase === 'loading') return <LoadingView text={t('wizard.resume.loading')} />;
  if (phase === 'failed') {
    return (
      <div>
        <StepHeading intro={t('wizard.resume.failedText')}>{t('wizard.resume.failedTitle')}</StepHeading>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button onClick={() => void start()}>{t('wizard.resume.tryAgain')}</Button>
          <Link href="/" className={buttonClass('secondary')}>
            {t('common.backToHome')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div>
      <StepHeading intro={t('wizard.resume.intro', { reference })}>{t('wizard.resume.title')}</StepHeading>
      <CodeEntryForm
        request={code.request}
        problem={code.problem}
        isSending={code.isSending}
        isVerifying={code.isVerifying}
        focusOnMount
        onResend={() => void code.sendCode({ announce: true })}
        onVerify={async (value) => {
          const application = await code.verifyCode(value);
          if (!application) return false;
          setPhase('loading');
          onResumed(application, code.request);
          return true;
        }}
      />
    </div>
  );
}
