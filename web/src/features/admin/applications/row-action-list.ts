import { type ApplicationAction, applicationWorkflow } from '@protea/shared/workflow/application-workflow';
import { availableActions } from '@protea/shared/workflow/workflow';

/** The workflow's actions a row offers as buttons; asking for information is done in the dialog only (spec 2). */
const ROW_ACTIONS = new Set<ApplicationAction>(['approve', 'reject', 'complete', 'archive']);

/** What a row offers besides View and Message Applicant: the admin actions the workflow allows in its status. */
export const rowActionsFor = (status: string): ApplicationAction[] =>
  availableActions(applicationWorkflow, status, 'admin')
    .map((transition) => transition.action)
    .filter((action) => ROW_ACTIONS.has(action));
