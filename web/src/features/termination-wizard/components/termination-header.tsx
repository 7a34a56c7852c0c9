import type { TerminationWizardKind } from '@protea/shared/schemas/termination';
import { useTranslation } from 'react-i18next';
import { WizardHeader } from '../../../components/wizard/wizard-header';
import { WizardProgress } from '../../../components/wizard/wizard-progress';
import { progressStepOf, terminationFlow } from '../termination-flow';

/** Views between the steps, named for themselves rather than for the step whose progress they show. */
const VIEW_NAMES: Record<string, string> = {
  'verify-cell': 'termination.verify.title',
  'open-termination': 'termination.openRequest.title',
};

interface TerminationHeaderProps {
  kind: TerminationWizardKind;
  /** The view shown; null while the wizard loads or waits for a code. */
  view: string | null;
}

/** 'Residential Service Termination' or 'Business Service Termination', back to home, and the progress. */
export function TerminationHeader({ kind, view }: TerminationHeaderProps) {
  const { t } = useTranslation();
  const step = view === null ? null : progressStepOf(view);
  return (
    <WizardHeader title={t(`termination.title.${kind}`)}>
      {step && (
        <WizardProgress
          flow={terminationFlow(kind)}
          step={step}
          labelKey="termination.progressLabel"
          stepName={t(VIEW_NAMES[view ?? ''] ?? `termination.steps.${step}`)}
        />
      )}
    </WizardHeader>
  );
}
