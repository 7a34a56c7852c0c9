import { CircleCheck, FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button, buttonClass } from '../../../components/ui/button';
import { BulletList } from '../../../components/wizard/bullet-list';
import { StepHeading } from '../../../components/wizard/step-heading';
import { YourInformation } from '../../../components/your-information/your-information';
import { openApplicationPdf } from '../open-pdf';
import type { WizardKind } from '../wizard-kind';

export function ConfirmationStep({ kind, applicationNumber }: { kind: WizardKind; applicationNumber: string }) {
  const { t } = useTranslation();
  const nextSteps = t('wizard.confirmation.nextSteps', { returnObjects: true }) as string[];
  return (
    <div>
      <div className="mb-4 flex items-center gap-3 text-brand-700">
        <CircleCheck aria-hidden="true" className="h-10 w-10" />
      </div>
      <StepHeading intro={t('wizard.confirmation.intro')}>{t('wizard.confirmation.title')}</StepHeading>
      <div className="rounded-lg border-2 border-brand-600 bg-brand-50 p-4">
        <p className="text-sm text-slate-700">{t('wizard.confirmation.referenceLabel')}</p>
        <p className="text-2xl font-bold tracking-wide text-brand-900" data-testid="confirmation-reference">
          {applicationNumber}
        </p>
        <p className="mt-1 text-sm text-slate-700">{t('wizard.confirmation.keepReference')}</p>
      </div>
      <h3 className="mt-6 font-semibold text-slate-900">{t('wizard.confirmation.nextTitle')}</h3>
      <BulletList items={nextSteps} className="mt-2 gap-1" />
      <div className="mt-6 flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row">
        <Link href="/" className={buttonClass('primary')}>
          {t('wizard.confirmation.returnHome')}
        </Link>
        <Button variant="secondary" onClick={() => openApplicationPdf(applicationNumber)}>
          <FileDown aria-hidden="true" className="h-4 w-4" />
          {t('wizard.confirmation.downloadPdf')}
        </Button>
      </div>
      <YourInformation requestPath={`/${kind}-applications/${encodeURIComponent(applicationNumber)}`} />
    </div>
  );
}
