import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { StepHeading } from '../../../components/wizard/step-heading';
import type { OpenTermination } from '../api/termination-code';

interface OpenTerminationStepProps {
  accountNo: string | null;
  open: OpenTermination;
  /** Opens that request with a code sent to the number verified on it. */
  onFollow: () => void;
  onChangeAccount: () => void;
}

const KNOWN_STATUSES = ['pending', 'needsinfo', 'approved'];

/** Right after the code: the account already has a request under way, so a second one would be refused at Submit. */
export function OpenTerminationStep({ accountNo, open, onFollow, onChangeAccount }: OpenTerminationStepProps) {
  const { t } = useTranslation();
  const status = KNOWN_STATUSES.includes(open.status)
    ? t(`termination.openRequest.status.${open.status}`)
    : open.status;
  return (
    <div>
      <StepHeading intro={t('termination.openRequest.intro', { accountNo: accountNo ?? '' })}>
        {t('termination.openRequest.title')}
      </StepHeading>
      <dl
        className="grid gap-x-4 gap-y-1 rounded-lg border-2 border-amber-400 bg-amber-50 p-4 text-amber-950 sm:grid-cols-[auto_1fr]"
        data-testid="open-termination"
      >
        <dt className="font-semibold">{t('termination.openRequest.referenceLabel')}</dt>
        <dd className="break-all">{open.reference}</dd>
        <dt className="font-semibold">{t('termination.openRequest.statusLabel')}</dt>
        <dd>{status}</dd>
      </dl>
      <p className="mt-4 text-sm text-slate-700">{t('termination.openRequest.followHint')}</p>
      <div className="mt-6 flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:flex-wrap">
        <Button onClick={onFollow} disabled={!accountNo}>
          {t('termination.openRequest.follow')}
        </Button>
        <Button variant="secondary" onClick={onChangeAccount}>
          {t('termination.openRequest.changeAccount')}
        </Button>
      </div>
    </div>
  );
}
