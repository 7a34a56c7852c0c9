import type { ApplicationAction } from '@protea/shared/workflow/application-workflow';
import { actionSections } from '../../lib/admin/action-sections';

/** The workflow's actions a row offers as buttons; asking for information is done in the dialog only (spec 2). */
const ROW_ACTIONS: ReadonlySet<string> = new Set<ApplicationAction>(['approve', 'reject', 'complete', 'archive']);

/** What a row offers besides View and Message Applicant: the admin actions the workflow allows in its status. */
export const rowActionsFor = (status: string): ApplicationAction[] =>
  actionSections(status).filter((section): section is ApplicationAction => ROW_ACTIONS.has(section));
