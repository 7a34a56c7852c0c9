import type { CaseEventOf } from '@protea/shared/case-events';
import { type CaseKind, isApplicationKind } from '@protea/shared/case-kinds';
import type { Database } from '../../db/client.js';
import { insertAudit } from '../../db/repositories/audit-repository.js';
import { type CaseRow, insertCaseEvent } from '../../db/repositories/case-repository.js';
import { auditActorOf, type CaseActor } from './case-actor.js';

/** The audit log's entity type: applications and terminations, whatever their form. */
export const entityTypeOf = (kind: CaseKind) => (isApplicationKind(kind) ? 'application' : 'termination');

/**
 * The audit record and, when it shows on the timeline, the event of one action on a case. Call it in
 * the transaction of the change itself, so the change and its record commit together or not at all.
 */
export async function recordCaseAction(
  tx: Database,
  actor: CaseActor,
  target: Pick<CaseRow, 'id' | 'reference' | 'status' | 'kind'>,
  entry: {
    action: string;
    statusAfter?: string;
    details?: Record<string, unknown>;
    event?: CaseEventOf;
  },
): Promise<void> {
  await insertAudit(tx, {
    ...auditActorOf(actor),
    action: entry.action,
    entityType: entityTypeOf(target.kind),
    entityId: target.reference,
    // Actions that do not move the status still record it, before and after alike.
    statusBefore: target.status,
    statusAfter: entry.statusAfter ?? target.status,
    details: entry.details,
  });
  if (entry.event) {
    await insertCaseEvent(tx, {
      caseId: target.id,
      actorType: actor.type,
      adminId: actor.type === 'admin' ? actor.admin.id : null,
      ...entry.event,
    });
  }
}
