import type { ApplicationStatus } from '@protea/shared/workflow/application-workflow';
import type { TerminationStatus } from '@protea/shared/workflow/termination-workflow';
import { listSearch } from '../../components/data-list/list-params';
import { CASE_LISTS } from './case-lists';

/** Address of the dashboard's Applications tab filtered by a status (overview links, quick actions). */
export const applicationsHref = (status: ApplicationStatus) =>
  `/admin?tab=applications&${listSearch(CASE_LISTS.applications, { status })}`;

/** Address of the dashboard's Terminations tab filtered by a status (the overview's termination pipeline). */
export const terminationsHref = (status: TerminationStatus) =>
  `/admin?tab=terminations&${listSearch(CASE_LISTS.terminations, { status })}`;
