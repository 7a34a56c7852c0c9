import type { CaseGuards, GuardFacts } from '@protea/shared/workflow/guards';
import { evaluateGuards, guardReasonText, refusalCode } from '@protea/shared/workflow/guards';
import { caseGuards, type Transition } from '@protea/shared/workflow/workflow';
import { WORKFLOWS } from '@protea/shared/workflow/workflows';
import type { Database } from '../../db/client.js';
import type { CaseRow } from '../../db/repositories/case-repository.js';
import { AppError } from '../app-error.js';
import type { CaseActor } from './case-actor.js';
import { entityTypeOf, recordCaseAction } from './record-case-action.js';

/** What a guarded transition is told: the facts as they are now, and an administrator's reason to go ahead regardless. */
export interface GuardCheck {
  facts: GuardFacts;
  override?: string;
}

/** The guarded actions staff may take on the case now, each with what stands in its way (the review dialog's Actions tab). */
export const staffGuardsOf = (target: Pick<CaseRow, 'kind' | 'status'>, facts: GuardFacts): CaseGuards =>
  caseGuards(WORKFLOWS[target.kind], target.status, 'admin', facts);

/**
 * Refuses a guarded transition while its facts stand against it: 409 naming every reason in the
 * reader's language. An administrator may go ahead past overridable reasons with a written reason,
 * recorded in the audit log and on the timeline in the same transaction; a reviewer may not.
 */
export async function enforceGuards(
  tx: Database,
  actor: CaseActor,
  target: CaseRow,
  transition: Transition<string, string>,
  check: GuardCheck | undefined,
): Promise<void> {
  if (!transition.guards) return;
  // A guarded transition taken without its facts is a programming error, never a silent pass.
  if (!check) throw new Error(`${transition.action} on ${target.kind} needs its guard facts`);
  const guard = evaluateGuards(transition.guards, check.facts);
  if (guard.blockers.length === 0) return;
  if (check.override === undefined || !guard.overridable) {
    throw new AppError(refusalCode(transition.guards, check.facts), {
      vars: { action: [`decisions.guards.actions.${transition.action}`], reasons: guard.blockers.map(guardReasonText) },
      details: { blockers: guard.blockers },
    });
  }
  if (actor.type !== 'admin' || actor.admin.role !== 'administrator') throw new AppError('override_not_allowed');
  await recordCaseAction(tx, actor, target, {
    action: `${entityTypeOf(target.kind)}.guard_overridden`,
    details: { action: transition.action, reason: check.override, blockers: guard.blockers },
    event: {
      kind: 'guard_overridden',
      data: { action: transition.action, reason: check.override, blockers: guard.blockers },
    },
  });
}
