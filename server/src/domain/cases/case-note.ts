import type { CaseActor } from './case-actor.js';
import { changeLockedCase } from './change-locked-case.js';
import type { CaseDeps } from './in-transaction.js';
import { entityTypeOf, recordCaseAction } from './record-case-action.js';

/** A staff note on any case: audited and on its timeline with the author's name. */
export async function addCaseNote(deps: CaseDeps, actor: CaseActor, caseId: string, note: string): Promise<void> {
  await changeLockedCase(deps, caseId, (tx, current) =>
    recordCaseAction(tx, actor, current, {
      action: `${entityTypeOf(current.kind)}.note`,
      event: { kind: 'note', data: { text: note } },
    }),
  );
}
