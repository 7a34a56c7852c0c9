import type { AdminApplicationDetail } from '@protea/shared/schemas/admin-application-detail';

type Decided = Pick<AdminApplicationDetail, 'status' | 'timeline'>;

/** Whether the decision was a rejection: the application is rejected, or was before it was archived. */
export const wasRejected = (application: Decided) =>
  application.status === 'rejected' ||
  application.timeline.some((entry) => entry.kind === 'status' && entry.data.to === 'rejected');

/** approvedBy names whoever decided; an application that was rejected (and maybe archived since) says so. */
export const decisionLabelKey = (application: Decided) =>
  wasRejected(application) ? 'admin.review.applicant.rejectedBy' : 'admin.review.applicant.approvedBy';
