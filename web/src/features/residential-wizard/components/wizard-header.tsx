import type { ApplicationStep } from '@protea/shared/constants';
import { ArrowLeft, PencilLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button, buttonClass } from '../../../components/ui/button';
import { WizardProgress } from './wizard-progress';

interface WizardHeaderProps {
  step: ApplicationStep | null;
  applicationNumber: string | null;
  onEditDetails?: () => void;
}

export function WizardHeader({ step, applicationNumber, onEditDetails }: WizardHeaderProps) {
  const { t } = useTranslation();
  return (
    <div className="mb-5 grid gap-4">
      <div>
        <Link href="/" className={buttonClass('ghost', '-ml-3')}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t('common.backToHome')}
        </Link>
      </div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('wizard.title')}</h1>
          {applicationNumber && (
            <p className="mt-1 text-sm text-slate-700">
              {t('wizard.reference')}: <strong className="font-semibold tracking-wide">{applicationNumber}</strong>
            </p>
          )}
        </div>
        {onEditDetails && (
          <Button variant="secondary" onClick={onEditDetails}>
            <PencilLine aria-hidden="true" className="h-4 w-4" />
            {t('wizard.edit.open')}
          </Button>
        )}
      </div>
      {step && <WizardProgress step={step} />}
    </div>
  );
}
