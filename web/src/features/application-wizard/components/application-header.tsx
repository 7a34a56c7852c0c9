import type { ApplicationStep } from '@protea/shared/constants';
import { PencilLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { WizardHeader } from '../../../components/wizard/wizard-header';
import { WizardProgress } from '../../../components/wizard/wizard-progress';
import { type WizardKind, wizardTitle } from '../wizard-kind';
import { applicationFlow } from '../wizard-steps';

interface ApplicationHeaderProps {
  kind: WizardKind;
  step: ApplicationStep | null;
  applicationNumber: string | null;
  onEditDetails?: () => void;
}

export function ApplicationHeader({ kind, step, applicationNumber, onEditDetails }: ApplicationHeaderProps) {
  const { t } = useTranslation();
  return (
    <WizardHeader
      title={wizardTitle(t, kind)}
      subtitle={
        applicationNumber && (
          <>
            {t('wizard.reference')}: <strong className="font-semibold tracking-wide">{applicationNumber}</strong>
          </>
        )
      }
      action={
        onEditDetails && (
          <Button variant="secondary" onClick={onEditDetails}>
            <PencilLine aria-hidden="true" className="h-4 w-4" />
            {t('wizard.edit.open')}
          </Button>
        )
      }
    >
      {step && <WizardProgress flow={applicationFlow(kind)} step={step} stepName={t(`wizard.steps.${step}`)} />}
    </WizardHeader>
  );
}
