import { APPLICATION_INFO_REQUESTS, APPLICATION_REJECTION_REASONS } from '@protea/shared/decision-reasons';
import type { AdminApplicationDetail } from '@protea/shared/schemas/admin-application-detail';
import { rejectTexts, requestInfoTexts } from '../../../components/case-review/actions/decision-texts';
import { NextSteps } from '../../../components/case-review/actions/next-steps';
import { RejectSection } from '../../../components/case-review/actions/reject-section';
import { RequestInfoSection } from '../../../components/case-review/actions/request-info-section';
import { actionSections } from '../../../lib/admin/action-sections';
import { useRejectApplication } from './api/reject-application';
import { useRequestInfo } from './api/request-info';
import { ApproveSection } from './approve-section';
import { ArchiveSection } from './archive-section';
import { CompleteSection } from './complete-section';
import { DecisionSection } from './decision-section';
import { DepositSection } from './deposit-section';

const REJECT_TEXTS = rejectTexts('admin.actions.reject', {
  messageToCustomer: 'admin.actions.messageToApplicant',
  reasonRequiredText: 'validation.reasonRequired',
});
const REQUEST_INFO_TEXTS = requestInfoTexts('admin.actions.requestInfo', { requiredText: 'validation.infoRequired' });

/** What can be done now is what the workflow allows in the status; the server enforces the same workflow. */
export function ActionsTab({ application }: { application: AdminApplicationDetail }) {
  const sections = new Set(actionSections(application.status));
  const isOffered = sections.has.bind(sections);
  const reject = useRejectApplication();
  const request = useRequestInfo();
  const reference = application.appReference;
  return (
    <div className="grid gap-4">
      <NextSteps application={application} />
      {isOffered('deposit') && <DepositSection application={application} />}
      {isOffered('approve') && <ApproveSection application={application} />}
      {(isOffered('request-info') || isOffered('reject')) && (
        <div className="grid gap-4 lg:grid-cols-2">
          {isOffered('request-info') && (
            <RequestInfoSection
              options={APPLICATION_INFO_REQUESTS}
              texts={REQUEST_INFO_TEXTS}
              onRequest={(message) => request.mutateAsync({ reference, message })}
            />
          )}
          {isOffered('reject') && (
            <RejectSection
              reasons={APPLICATION_REJECTION_REASONS}
              texts={REJECT_TEXTS}
              onReject={({ reason }) => reject.mutateAsync({ reference, reason })}
            />
          )}
        </div>
      )}
      {application.decidedAt !== null && <DecisionSection application={application} />}
      {isOffered('complete') && <CompleteSection application={application} />}
      {isOffered('archive') && <ArchiveSection application={application} />}
    </div>
  );
}
