import type { AdminApplicationDetail } from '@protea/shared/schemas/admin-application-detail';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { errorText, toastError, toastSuccess } from '../admin-toast';
import { Section } from '../components/info-list';
import { settle } from '../settle';
import { missingFor } from './action-sections';
import { useApproveApplication } from './api/approve-application';
import { isDepositApproved } from './deposit';

export function ApproveSection({ application }: { application: AdminApplicationDetail }) {
  const { t } = useTranslation();
  const approve = useApproveApplication();
  // The workflow's requirement: the deposit is approved before the application.
  const needsDeposit = missingFor('approve', application.status, {
    depositApproved: isDepositApproved(application),
  }).includes('depositApproved');
  const depositRequired = () =>
    toastError(t('admin.actions.approve.depositRequiredTitle'), t('admin.actions.approve.depositRequiredText'));

  const onApprove = () => {
    const cents = application.deposit.amountCents;
    if (needsDeposit || cents === null) {
      depositRequired();
      return;
    }
    settle(
      approve.mutateAsync({
        reference: application.appReference,
        depositAmount: cents / 100,
        depositNeeded: cents > 0,
      }),
      {
        onSuccess: () =>
          toastSuccess(t('admin.actions.approve.approvedTitle'), t('admin.actions.approve.approvedText')),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'deposit_not_approved') depositRequired();
          else
            toastError(t('admin.actions.approvalFailedTitle'), errorText(error, t('admin.actions.approve.failedText')));
        },
      },
    );
  };

  return (
    <Section title={t('admin.actions.approve.title')}>
      <p className="mb-3 text-sm text-slate-700">{t('admin.actions.approve.intro')}</p>
      <Button onClick={onApprove} disabled={approve.isPending}>
        <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
        {needsDeposit ? t('admin.actions.approve.depositFirst') : t('admin.actions.approve.button')}
      </Button>
    </Section>
  );
}
