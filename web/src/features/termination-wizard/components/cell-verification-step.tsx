import type { TerminationDraft } from '@protea/shared/schemas/termination';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeEntryForm } from '../../../components/verification/code-entry-form';
import { useVerificationCode } from '../../../components/verification/use-verification-code';
import { StepActions } from '../../../components/wizard/step-actions';
import { StepHeading } from '../../../components/wizard/step-heading';
import { confirmDraftCell, SESSION_TERMINATION, sendTerminationCode } from '../api/termination-code';

interface CellVerificationStepProps {
  cellPhone: string | undefined;
  onVerified: (draft: TerminationDraft) => void;
  onBack: () => void;
}

/** The cell number given is confirmed with a texted code before the request can go further (PRODUCT.md). */
export function CellVerificationStep({ cellPhone, onVerified, onBack }: CellVerificationStepProps) {
  const { t } = useTranslation();
  const code = useVerificationCode({
    send: () => sendTerminationCode(SESSION_TERMINATION, cellPhone),
    confirm: confirmDraftCell,
  });

  // One code on arrival, also under React's development double effects (a second would hit the cooldown).
  const hasSent = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on entering the step
  useEffect(() => {
    if (hasSent.current) return;
    hasSent.current = true;
    void code.sendCode();
  }, []);

  return (
    <div>
      <StepHeading intro={t('termination.verify.intro')}>{t('termination.verify.title')}</StepHeading>
      <CodeEntryForm
        request={code.request}
        problem={code.problem}
        codeError={code.codeError}
        isSending={code.isSending}
        isVerifying={code.isVerifying}
        onResend={() => void code.sendCode({ announce: true })}
        onVerify={async (value) => {
          const draft = await code.verifyCode(value);
          if (draft) onVerified(draft);
          return Boolean(draft);
        }}
      />
      <StepActions onBack={onBack}>
        <span />
      </StepActions>
    </div>
  );
}
