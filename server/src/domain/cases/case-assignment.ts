import type { CaseAssignee } from '@protea/shared/schemas/case-list';
import type { Database } from '../../db/client.js';
import { type CaseRow, updateCase } from '../../db/repositories/case-repository.js';
import { findStaffById } from '../../db/repositories/staff-repository.js';
import { AppError } from '../app-error.js';
import type { AdminContext } from './admin-context.js';
import type { CaseActor } from './case-actor.js';
import { entityTypeOf, recordCaseAction } from './record-case-action.js';

/** `me` takes a free case, a staff member's id (administrators) gives it to them, null frees it. */
export type AssignTo = 'me' | string | null;

const holderOf = async (db: Database, id: string): Promise<CaseAssignee> => ({
  id,
  displayName: (await findStaffById(db, id))?.displayName ?? '',
});

const heldError = (holder: CaseAssignee) =>
  new AppError('case_held', { vars: { name: holder.displayName }, details: { assignee: holder } });

/**
 * A decision on a case someone else holds (issue 28): a reviewer is refused, naming the holder; an administrator may
 * decide it, and the holder is returned for the audit row. Customers and the system are never held up.
 */
export async function enforceAssignment(
  tx: Database,
  actor: CaseActor,
  target: Pick<CaseRow, 'assigneeId'>,
): Promise<CaseAssignee | null> {
  if (actor.type !== 'admin' || !target.assigneeId || target.assigneeId === actor.admin.id) return null;
  const holder = await holderOf(tx, target.assigneeId);
  if (actor.admin.role !== 'administrator') throw heldError(holder);
  return holder;
}

/**
 * Gives the locked case to `to` in the caller's transaction. Anyone takes a free case ("me"), and frees one they hold;
 * only administrators give a case to someone, take one someone else holds, or free it. Two staff taking the same free
 * case at once: the row lock puts them one after the other, and the second finds it held. The change goes on the
 * timeline and into the audit log; naming the holder again changes nothing.
 */
export async function assignLockedCase(
  tx: Database,
  ctx: AdminContext,
  row: CaseRow,
  to: AssignTo,
): Promise<CaseAssignee | null> {
  const me = ctx.admin;
  const isAdministrator = me.role === 'administrator';
  const current = row.assigneeId;
  let next: string | null;
  if (to === 'me') {
    if (current && current !== me.id) throw heldError(await holderOf(tx, current));
    next = me.id;
  } else if (to === null) {
    if (current && current !== me.id && !isAdministrator) throw heldError(await holderOf(tx, current));
    next = null;
  } else {
    if (!isAdministrator && to !== me.id) throw new AppError('forbidden');
    if (!isAdministrator && current && current !== me.id) throw heldError(await holderOf(tx, current));
    const staff = await findStaffById(tx, to);
    if (!staff?.isActive) {
      throw new AppError('validation_failed', { fields: { assignee: ['errors.staffNotFound'] } });
    }
    next = staff.id;
  }
  const assignee = next ? await holderOf(tx, next) : null;
  if (next === current) return assignee;
  await updateCase(tx, row.id, { assigneeId: next, assignedAt: next ? new Date() : null });
  const from = current ? await holderOf(tx, current) : null;
  await recordCaseAction(tx, { type: 'admin', admin: me, ip: ctx.ip }, row, {
    action: `${entityTypeOf(row.kind)}.assigned`,
    details: { from: from?.id ?? null, to: next },
    event: { kind: 'assigned', data: { from, to: assignee } },
  });
  return assignee;
}
