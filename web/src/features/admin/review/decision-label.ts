import type { AdminApplicationDetail } from '@protea/shared/schemas/admin-application-detail';

/** approvedBy names whoever decided; an application that was rejected (and maybe archived since) says so. */
export function decisionLabelKey(application: Pick<AdminApplicationDetail, 'status' | 'timeline'>) {
  const wasRejected =
    application.status === 'rejected' ||
    application.timeline.some((entry) => entry.kind === 'status' && entry.data.to === 'rejected');
  return wasRejected ? 'admin.review.applicant.rejectedBy' : 'admin.review.applicant.approvedBy';
}
