import type { AdminApplicationDetail } from '@protea/shared/schemas/admin-application-detail';
import { actionSections } from './action-sections';
import { ApproveSection } from './approve-section';
import { ArchiveSection } from './archive-section';
import { CompleteSection } from './complete-section';
import { DecisionSection } from './decision-section';
import { DepositSection } from './deposit-section';
import { NextSteps } from './next-steps';
import { RejectSection } from './reject-section';
import { RequestInfoSection } from './request-info-section';

/** What can be done now is what the workflow allows in the status; the server enforces the same workflow. */
export function ActionsTab({ application }: { application: AdminApplicationDetail }) {
  const sections = new Set(actionSections(application.status));
  const isOffered = sections.has.bind(sections);
  return (
    <div className="grid gap-4">
      <NextSteps application={application} />
      {isOffered('deposit') && <DepositSection application={application} />}
      {isOffered('approve') && <ApproveSection application={application} />}
      {(isOffered('request-info') || isOffered('reject')) && (
        <div className="grid gap-4 lg:grid-cols-2">
          {isOffered('request-info') && <RequestInfoSection application={application} />}
          {isOffered('reject') && <RejectSection application={application} />}
        </div>
      )}
      {application.decidedAt !== null && <DecisionSection application={application} />}
      {isOffered('complete') && <CompleteSection application={application} />}
      {isOffered('archive') && <ArchiveSection application={application} />}
    </div>
  );
}
