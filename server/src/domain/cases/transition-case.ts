import type { DecisionText } from '@protea/shared/case-events';
import type { ErrorCode } from '@protea/shared/error-codes';
import {
  type Facts,
  findTransition,
  REQUIREMENTS,
  type Requirement,
  unmetRequirements,
} from '@protea/shared/workflow/workflow';
import { type CaseAction, WORKFLOWS } from '@protea/shared/workflow/workflows';
import type { Database } from '../../db/client.js';
import { type CaseRow, findCaseById, type NewCaseRow, updateCase } from '../../db/repositories/case-repository.js';
import { AppError } from '../app-error.js';
import type { CaseActor } from './case-actor.js';
import { enforceAssignment } from './case-assignment.js';
import { enforceGuards, type GuardCheck } from './decision-guards.js';
import { entityTypeOf, recordCaseAction } from './record-case-action.js';
import { dueAtOf } from './service-levels.js';

/** The answer when a requirement the server checks is not met. */
const UNMET: Record<Requirement, ErrorCode> = {
  cellVerified: 'not_submittable',
  documentsComplete: 'missing_documents',
  depositApproved: 'deposit_not_approved',
  reasonGiven: 'validation_failed',
  messageGiven: 'validation_failed',
  confirmationTicked: 'validation_failed',
  updateAcknowledged: 'validation_failed',
};

export function invalidTransition(status: string): AppError {
  return new AppError('invalid_transition', { vars: { status: [`admin.status.${status}`] }, details: { status } });
}

/** The transition the workflow of the case's kind allows for this action and actor, or a 409. */
export function assertTransition(target: Pick<CaseRow, 'kind' | 'status'>, action: CaseAction, actor: CaseActor) {
  const transition = findTransition(WORKFLOWS[target.kind], action, target.status, actor.type);
  if (!transition) throw invalidTransition(target.status);
  return transition;
}

/**
 * Moves a case along its kind's workflow in the caller's transaction: checks the transition and what
 * it requires, changes the status only if nobody changed it since it was read, and writes the audit
 * row and the timeline event with it. Two staff deciding at once cannot both win.
 */
export async function transitionCase(
  tx: Database,
  actor: CaseActor,
  target: CaseRow,
  action: CaseAction,
  options: {
    facts?: Facts;
    columns?: Partial<NewCaseRow>;
    reason?: DecisionText;
    details?: Record<string, unknown>;
    /** For a guarded transition (an application's approval, a termination's completion): the facts it must respect. */
    guards?: GuardCheck;
  } = {},
): Promise<CaseRow> {
  const transition = assertTransition(target, action, actor);
  const unmet = unmetRequirements(transition, options.facts ?? {}).filter((r) => REQUIREMENTS[r] === 'server');
  if (unmet.length > 0) throw new AppError(UNMET[unmet[0]!]);
  await enforceGuards(tx, actor, target, transition, options.guards);
  const heldBy = await enforceAssignment(tx, actor, target);
  // The new status's clock starts now (issue 28): due after its target in business hours, or never once closed.
  const columns = { ...options.columns, status: transition.to, dueAt: dueAtOf(transition.to, new Date()) };
  const updated = await updateCase(tx, target.id, columns, target.status);
  // Someone else moved it first: say where it stands now.
  if (!updated) throw invalidTransition((await findCaseById(tx, target.id))?.status ?? target.status);
  await recordCaseAction(tx, actor, target, {
    action: `${entityTypeOf(target.kind)}.${action}`,
    statusAfter: transition.to,
    details: heldBy ? { ...options.details, assignee: heldBy } : options.details,
    event: {
      kind: 'status',
      data: { from: target.status, to: transition.to, action, ...(options.reason ? { reason: options.reason } : {}) },
    },
  });
  return updated;
}
