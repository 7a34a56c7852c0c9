import { type ApplicationAction, applicationWorkflow } from '@protea/shared/workflow/application-workflow';
import {
  availableActions,
  canEdit,
  type Facts,
  findTransition,
  REQUIREMENTS,
  type Requirement,
  type Transition,
  unmetRequirements,
} from '@protea/shared/workflow/workflow';

export type ActionSection = 'deposit' | ApplicationAction;

type AnyWorkflow = { transitions: readonly Transition<string, string>[] };

/** The Actions tab's sections for a status: the deposit while it may be set, then each admin action the workflow allows. */
export function actionSections(status: string): ActionSection[] {
  const actions = availableActions(applicationWorkflow, status, 'admin').map((transition) => transition.action);
  return canEdit(applicationWorkflow, 'deposit', status) ? ['deposit', ...actions] : actions;
}

/** What an action still needs from a status, given the facts known on screen; empty when it may go ahead. */
export function missingFor(action: ApplicationAction, status: string, facts: Facts): Requirement[] {
  const transition = findTransition(applicationWorkflow, action, status, 'admin');
  return transition ? unmetRequirements(transition, facts) : [];
}

/** What the screen itself must ask for before a kind's action (a box to tick), as opposed to what the server checks. */
export function askedOnScreenIn(workflow: AnyWorkflow, action: string, status: string): Requirement[] {
  const requires = findTransition(workflow, action, status, 'admin')?.requires ?? [];
  return requires.filter((requirement) => REQUIREMENTS[requirement] === 'client');
}

export const askedOnScreen = (action: ApplicationAction, status: string) =>
  askedOnScreenIn(applicationWorkflow, action, status);
