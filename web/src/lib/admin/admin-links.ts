import type { ApplicationStatus } from '@protea/shared/workflow/application-workflow';
import type { TerminationStatus } from '@protea/shared/workflow/termination-workflow';
import { listSearch } from '../../components/data-list/list-params';
import { APPLICATIONS_LIST } from './applications-list-definition';
import { TERMINATIONS_LIST } from './terminations-list-definition';

/** Address of the dashboard's Applications tab filtered by a status (overview links, quick actions). */
export const applicationsHref = (status: ApplicationStatus) =>
  `/admin?tab=applications&${listSearch(APPLICATIONS_LIST, { status })}`;

/** Address of the dashboard's Terminations tab filtered by a status (the overview's termination pipeline). */
export const terminationsHref = (status: TerminationStatus) =>
  `/admin?tab=terminations&${listSearch(TERMINATIONS_LIST, { status })}`;
