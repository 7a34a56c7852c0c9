import type { ApplicationStatus } from '@protea/shared/workflow/application-workflow';
import { listSearch } from '../../components/data-list/list-params';
import { APPLICATIONS_LIST } from './applications/applications-list-definition';

/** Address of the dashboard's Applications tab filtered by a status (overview links, quick actions). */
export const applicationsHref = (status: ApplicationStatus) =>
  `/admin?tab=applications&${listSearch(APPLICATIONS_LIST, { status })}`;

// The terminations list is still to come; it will read its status from its own namespace.
export const terminationsHref = (status: string) => `/admin?tab=terminations&status=${encodeURIComponent(status)}`;

export const percentOf = (part: number, total: number) => (total > 0 ? Math.round((part / total) * 100) : 0);
