import { CircleCheck, CircleX, FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button, buttonClass } from '../../../components/ui/button';
import { BulletList } from '../../../components/wizard/bullet-list';
import { StepHeading } from '../../../components/wizard/step-heading';
import { YourInformation } from '../../../components/your-information/your-information';
import { CancelRequest } from './cancel-request';

interface ConfirmationStepProps {
  reference: string | null;
  accountNo: string | null;
  isCancelled: boolean;
  canCancel: boolean;
  onDownload: () => Promise<void>;
  onCancel: () => Promise<void>;
}

export function ConfirmationStep({
  reference,
  accountNo,
  isCancelled,
  canCancel,
  onDownload,
  onCancel,
}: ConfirmationStepProps) {
  const { t } = useTranslation();
  const list = (key: string) => t(key, { returnObjects: true }) as string[];
  const Icon = isCancelled ? CircleX : CircleCheck;
  return (
    <div>
      <Icon aria-hidden="true" className={`mb-4 h-10 w-10 ${isCancelled ? 'text-slate-600' : 'text-brand-700'}`} />
      <StepHeading
        intro={t(isCancelled ? 'termination.confirmation.cancelledIntro' : 'termination.confirmation.intro')}
      >
        {t(isCancelled ? 'termination.confirmation.cancelledTitle' : 'termination.confirmation.title')}
      </StepHeading>
      <div className="rounded-lg border-2 border-brand-600 bg-brand-50 p-4">
        <p className="text-sm text-slate-700">{t('termination.confirmation.referenceLabel')}</p>
        <p className="text-2xl font-bold tracking-wide break-all text-brand-900" data-testid="termination-reference">
          {reference}
        </p>
        {accountNo && (
          <p className="mt-2 text-sm text-slate-700" data-testid="termination-account">
            {t('termination.confirmation.accountLabel')}: <span className="font-semibold">{accountNo}</span>
          </p>
        )}
      </div>
      {!isCancelled && (
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          {(
            [
              ['next', 'nextTitle', 'nextSteps'],
              ['reminders', 'remindersTitle', 'reminders'],
            ] as const
          ).map(([id, title, items]) => (
            <section key={id} aria-labelledby={`${id}-title`}>
              <h3 id={`${id}-title`} className="font-semibold text-slate-900">
                {t(`termination.confirmation.${title}`)}
              </h3>
              <BulletList items={list(`termination.confirmation.${items}`)} className="mt-2 gap-1" />
            </section>
          ))}
        </div>
      )}
      <div className="mt-6 flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:flex-wrap">
        <Link href="/" className={buttonClass('primary')}>
          {t('wizard.confirmation.returnHome')}
        </Link>
        <Button variant="secondary" onClick={() => void onDownload()} disabled={!accountNo}>
          <FileDown aria-hidden="true" className="h-4 w-4" />
          {t('wizard.confirmation.downloadPdf')}
        </Button>
        {canCancel && !isCancelled && <CancelRequest onConfirm={onCancel} />}
      </div>
      <YourInformation requestPath="/terminations/TEMP" />
    </div>
  );
}
