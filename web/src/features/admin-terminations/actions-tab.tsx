import { TERMINATION_INFO_REQUESTS, TERMINATION_REJECTION_REASONS } from '@protea/shared/decision-reasons';
import type { AdminTerminationDetail } from '@protea/shared/schemas/admin-terminations';
import { Archive, CheckCircle2, FileDown, XCircle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmedActionSection } from '../../components/case-review/actions/confirmed-action-section';
import { rejectTexts, requestInfoTexts } from '../../components/case-review/actions/decision-texts';
import { GuardNotice } from '../../components/case-review/actions/guard-notice';
import { NextStepNote } from '../../components/case-review/actions/next-steps';
import { RejectSection } from '../../components/case-review/actions/reject-section';
import { RequestInfoSection } from '../../components/case-review/actions/request-info-section';
import { Button } from '../../components/ui/button';
import { errorText, toastError, toastSuccess } from '../../lib/admin/admin-toast';
import { settle } from '../../lib/admin/settle';
import { useDownloadTerminationPdf } from './api/download-termination-pdf';
import { useTerminationAction } from './api/termination-action';
import { CompleteTerminationSection } from './complete-termination-section';
import { asksTick, holderOverrideTexts, terminationActionsFor } from './termination-actions';

const PREFIX = 'admin.terminations.actions';

/** Actions that need no more than the click: cancelling keeps the account open, archiving files the case. */
const DIRECT_ACTIONS = [
  { action: 'cancel', icon: XCircle, variant: 'danger' },
  { action: 'archive', icon: Archive, variant: 'secondary' },
] as const;
const REJECT_TEXTS = rejectTexts(`${PREFIX}.reject`, { failedTitle: `${PREFIX}.errorTitle` });
const REQUEST_INFO_TEXTS = requestInfoTexts(`${PREFIX}.requestInfo`, { failedTitle: `${PREFIX}.errorTitle` });

/** What can be done now is what the termination workflow allows in the status; the server enforces the same. */
export function ActionsTab({ termination }: { termination: AdminTerminationDetail }) {
  const { t } = useTranslation();
  const { id, reference, status } = termination;
  const offered = terminationActionsFor(status);
  // By its reference, as the dialog reads it: the change makes that query stale.
  const approve = useTerminationAction(reference, 'approve');
  const reject = useTerminationAction(reference, 'reject');
  const requestInfo = useTerminationAction(reference, 'request-info');
  const direct = {
    cancel: useTerminationAction(reference, 'cancel'),
    archive: useTerminationAction(reference, 'archive'),
  };
  const pdf = useDownloadTerminationPdf();
  const w = (key: string) => t(`${PREFIX}.${key}`);
  const succeeded = (text: string) => () => toastSuccess(t('admin.actionSuccessTitle'), text);
  const failed = (fallback: string) => (error: unknown) => toastError(w('errorTitle'), errorText(error, fallback));
  const actionFailed = (error: unknown) =>
    toastError(t('admin.actionFailedTitle'), errorText(error, t('admin.actionFailedText')));
  const needsTick = asksTick('approve', status);
  const approveGuard = termination.guards.approve;
  const isApproveBlocked = (approveGuard?.blockers.length ?? 0) > 0;
  const approveNoticeId = useId();

  return (
    <div className="grid gap-4">
      <NextStepNote text={t(`${PREFIX}.nextSteps.${status}`, { info: termination.infoRequested ?? '' })} />
      {offered.has('approve') && (
        <ConfirmedActionSection
          title={w('approve.title')}
          intro={w(needsTick ? 'approve.introUpdated' : 'approve.intro')}
          confirmLabel={needsTick ? w('approve.confirmLabel') : undefined}
          confirmFirst={w('approve.confirmFirst')}
          button={w('approve.button')}
          icon={CheckCircle2}
          isBlocked={isApproveBlocked}
          describedBy={isApproveBlocked ? approveNoticeId : undefined}
          override={isApproveBlocked && approveGuard?.overridable ? holderOverrideTexts(t, 'approve') : undefined}
          onConfirm={(overrideReason) =>
            approve.mutateAsync({
              ...(needsTick ? { informationUpdated: true } : {}),
              ...(overrideReason ? { overrideReason } : {}),
            })
          }
          onSuccess={succeeded(w('approve.done'))}
          onError={failed(w('approve.failedText'))}
        >
          <GuardNotice id={approveNoticeId} guard={approveGuard} />
        </ConfirmedActionSection>
      )}
      {(offered.has('request-info') || offered.has('reject')) && (
        <div className="grid gap-4 lg:grid-cols-2">
          {offered.has('request-info') && (
            <RequestInfoSection
              options={TERMINATION_INFO_REQUESTS}
              texts={REQUEST_INFO_TEXTS}
              onRequest={(message) => requestInfo.mutateAsync({ message })}
            />
          )}
          {offered.has('reject') && (
            <RejectSection
              reasons={TERMINATION_REJECTION_REASONS}
              texts={REJECT_TEXTS}
              withMessage
              onReject={(body) => reject.mutateAsync(body)}
            />
          )}
        </div>
      )}
      {offered.has('complete') && <CompleteTerminationSection termination={termination} />}
      {DIRECT_ACTIONS.filter(({ action }) => offered.has(action)).map(({ action, icon, variant }) => (
        <ConfirmedActionSection
          key={action}
          title={w(`${action}.title`)}
          intro={w(`${action}.intro`)}
          button={w(`${action}.button`)}
          icon={icon}
          variant={variant}
          onConfirm={() => direct[action].mutateAsync(undefined)}
          onSuccess={succeeded(w(`${action}.done`))}
          onError={actionFailed}
        />
      ))}
      <div className="flex justify-end">
        <Button
          variant="secondary"
          disabled={pdf.isPending}
          onClick={() =>
            settle(pdf.mutateAsync(id), {
              onSuccess: () => undefined,
              onError: () => toastError(w('pdf.failedTitle'), w('pdf.failedText')),
            })
          }
        >
          <FileDown aria-hidden="true" className="h-4 w-4" />
          {pdf.isPending ? t('admin.review.pdfDownloading') : t('admin.review.downloadPdf')}
        </Button>
      </div>
    </div>
  );
}
