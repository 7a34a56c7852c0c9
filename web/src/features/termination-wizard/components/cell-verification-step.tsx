import { useTranslation } from 'react-i18next';
import { useVerificationCode } from '../../../components/verification/use-verification-code';
import { CodeStep } from '../../../components/wizard/code-step';
import { useOnArrival } from '../../../components/wizard/use-on-arrival';
import {
  confirmDraftCell,
  type DraftVerified,
  SESSION_TERMINATION,
  sendTerminationCode,
} from '../api/termination-code';

interface CellVerificationStepProps {
  cellPhone: string | undefined;
  onVerified: (verified: DraftVerified) => void;
  onBack: () => void;
}

/** The cell number given is confirmed with a texted code before the request can go further (PRODUCT.md). */
export function CellVerificationStep({ cellPhone, onVerified, onBack }: CellVerificationStepProps) {
  const { t } = useTranslation();
  const code = useVerificationCode({
    send: () => sendTerminationCode(SESSION_TERMINATION, cellPhone),
    confirm: confirmDraftCell,
  });
  // One code on arrival.
  useOnArrival(() => void code.sendCode());

  return (
    <CodeStep
      title={t('termination.verify.title')}
      intro={t('termination.verify.intro')}
      code={code}
      onVerified={onVerified}
      onBack={onBack}
    />
  );
}
