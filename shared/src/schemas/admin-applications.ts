import { APPLICATION_STATUSES, type ApplicationStatus } from '../workflow/application-workflow.js';
import { type CaseListAnswer, type CaseListQuery, type CaseWork, caseListQuerySchema } from './case-list.js';

export { DATE_FILTERS, PAGE_SIZES } from './case-list.js';
export const LIST_SORTS = ['createdAt', 'reference', 'name', 'status', 'dueAt'] as const;

export const applicationListQuerySchema = caseListQuerySchema(APPLICATION_STATUSES, LIST_SORTS);
export type ApplicationListQuery = CaseListQuery<ApplicationStatus, (typeof LIST_SORTS)[number]>;

export interface ApplicationListRow extends CaseWork {
  id: string;
  appReference: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  createdAt: string;
  applicantType: 'residential' | 'business';
  status: ApplicationStatus;
}

export interface ApplicationListResponse extends CaseListAnswer<ApplicationStatus> {
  applications: ApplicationListRow[];
}

/** `GET /admin/stats`; each figure is defined in docs/overview-figures.md. */
export interface ApplicationStats {
  totalApplications: number;
  needsInfoApplications: number;
  incompleteApplications: number;
  pendingApplications: number;
  approvedApplications: number;
  rejectedApplications: number;
  completedApplications: number;
  archivedApplications: number;
  verifiedApplications: number;
  applicationsThisMonth: number;
  applicationsToday: number;
  applicationsThisWeek: number;
  residentialApplications: number;
  businessApplications: number;
  /** Completed applications as a rounded percent of all of them (docs/overview-figures.md). */
  completionRate: number;
}
