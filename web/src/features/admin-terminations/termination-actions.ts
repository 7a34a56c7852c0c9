import { type TerminationAction, terminationWorkflow } from '@protea/shared/workflow/termination-workflow';
import { availableActions } from '@protea/shared/workflow/workflow';
import { askedOnScreenIn } from '../../lib/admin/action-sections';

/** The admin actions the termination workflow allows in a status, in the order the tab shows them. */
export const terminationActionsFor = (status: string): Set<TerminationAction> =>
  new Set(availableActions(terminationWorkflow, status, 'admin').map((transition) => transition.action));

/** Whether the workflow asks staff to tick a box before the action from this status (and which). */
export const asksTick = (action: TerminationAction, status: string) =>
  askedOnScreenIn(terminationWorkflow, action, status).length > 0;

/**
 * The way past a holder who has not confirmed (issue 39), the only thing an administrator may override on a
 * termination: the approval or the completion goes ahead with a written reason, the refund stays held.
 */
export const holderOverrideTexts = (t: (key: string) => string, action: 'approve' | 'complete') => ({
  label: t('admin.terminations.actions.holderOverride.label'),
  button: t(`admin.terminations.actions.holderOverride.${action}`),
  adminsOnly: t('admin.terminations.actions.holderOverride.adminsOnly'),
});
