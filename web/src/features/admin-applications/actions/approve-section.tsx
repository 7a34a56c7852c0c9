import type { AdminApplicationDetail } from '@protea/shared/schemas/admin-application-detail';
import { CheckCircle2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/admin/info-list';
import { GuardNotice } from '../../../components/case-review/actions/guard-notice';
import { GuardOverride } from '../../../components/case-review/actions/guard-override';
import { useConfirmDecision } from '../../../components/case-review/assignment/held-decision';
import { Button } from '../../../components/ui/button';
import { missingFor } from '../../../lib/admin/action-sections';
import { errorText, toastError, toastSuccess } from '../../../lib/admin/admin-toast';
import { settle } from '../../../lib/admin/settle';
import { ApiError } from '../../../lib/api-client';
import { useRetryOffer } from '../../../lib/use-retry-offer';
import { useApproveApplication } from './api/approve-application';
import { isDepositApproved } from './deposit';

/**
 * Approval, once the deposit is approved and nothing stands against it (guards.ts): a missing or rejected
 * document, a premise not confirmed. An administrator may approve despite the documents with a reason.
 */
export function ApproveSection({ application }: { application: AdminApplicationDetail }) {
  const { t } = useTranslation();
  const approve = useApproveApplication();
  const confirmDecision = useConfirmDecision();
  const offerRetry = useRetryOffer();
  const noticeId = useId();
  const guard = application.guards.approve;
  const isBlocked = (guard?.blockers.length ?? 0) > 0;
  const mayOverride = isBlocked && guard?.overridable === true;
  // The workflow's requirement: the deposit is approved before the application.
  const needsDeposit = missingFor('approve', application.status, {
    depositApproved: isDepositApproved(application),
  }).includes('depositApproved');
  const depositRequired = () =>
    toastError(t('admin.actions.approve.depositRequiredTitle'), t('admin.actions.approve.depositRequiredText'));

  const onApprove = async (overrideReason?: string) => {
    const cents = application.deposit.amountCents;
    if (needsDeposit || cents === null) {
      depositRequired();
      return;
    }
    if (!(await confirmDecision())) return;
    await send(cents, overrideReason);
  };

  /** Sends the approval; one that meets a failure of the moment is offered again as it was. */
  const send = (cents: number, overrideReason?: string) =>
    settle(
      approve.mutateAsync({
        reference: application.appReference,
        depositAmount: cents / 100,
        depositNeeded: cents > 0,
        ...(overrideReason ? { overrideReason } : {}),
      }),
      {
        onSuccess: () => {
          toastSuccess(t('admin.actions.approve.approvedTitle'), t('admin.actions.approve.approvedText'));
        },
        onError: (error) => {
          const text = {
            title: t('admin.actions.approvalFailedTitle'),
            description: t('admin.actions.approve.failedText'),
          };
          if (offerRetry(error, { ...text, retry: () => void send(cents, overrideReason) })) return;
          if (error instanceof ApiError && error.code === 'deposit_not_approved') depositRequired();
          else toastError(text.title, errorText(error, text.description));
        },
      },
    );

  return (
    <Section title={t('admin.actions.approve.title')}>
      <div className="grid gap-3">
        <p className="text-sm text-slate-700">{t('admin.actions.approve.intro')}</p>
        <GuardNotice id={noticeId} guard={guard} />
        <div>
          <Button
            onClick={() => onApprove()}
            disabled={approve.isPending || isBlocked}
            aria-describedby={guard && (isBlocked || guard.unreviewed.length > 0) ? noticeId : undefined}
          >
            <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
            {needsDeposit ? t('admin.actions.approve.depositFirst') : t('admin.actions.approve.button')}
          </Button>
        </div>
        {mayOverride && (
          <GuardOverride
            texts={{
              label: t('admin.actions.guards.overrideLabel'),
              button: t('admin.actions.guards.overrideButton'),
              adminsOnly: t('admin.actions.guards.overrideAdminsOnly'),
            }}
            icon={CheckCircle2}
            isPending={approve.isPending}
            onOverride={(reason) => onApprove(reason)}
          />
        )}
      </div>
    </Section>
  );
}
