import type { Language } from '@protea/shared/constants';
import type { Database } from '../../db/client.js';
import type { CaseRow } from '../../db/repositories/case-repository.js';
import { getAccessLog } from '../access-log/get-access-log.js';
import { recordListExport, recordStaffAccess, type StaffReader } from '../access-log/record-staff-access.js';
import { type AdminContext, adminActor } from '../cases/admin-context.js';
import { type AssignTo, assignLockedCase } from '../cases/case-assignment.js';
import { addCaseNote } from '../cases/case-note.js';
import { inTransaction } from '../cases/in-transaction.js';
import type { AdminCaseKind } from './admin-case-kind.js';
import { archiveCase, rejectCase, requestCaseInformation } from './case-decisions.js';

/** What the back office does with any kind of request, each a use case of the kind: the admin routes call these. */

/** The review dialog's detail; the read is recorded in the access log once it succeeded. */
export async function readCaseDetail<Row extends CaseRow>(
  kind: AdminCaseKind<Row>,
  db: Database,
  reader: StaffReader,
  idOrReference: string,
  language: Language,
) {
  const row = await kind.load(db, idOrReference);
  const detail = await kind.detail(db, row, language);
  await recordStaffAccess(db, reader, row, 'detail');
  return detail;
}

/**
 * The list under the query, `assignee=me` meaning the caller (issue 28). The export goes through here too, so the CSV
 * holds what the screen showed.
 */
export const caseListQueryFor = <Query>(query: Query, adminId: string): Query =>
  (query as { assignee?: string }).assignee === 'me' ? { ...query, assignee: adminId } : query;

/** Takes, gives or frees a case (issue 28); the answer names who holds it now. */
export async function assignCase<Row extends CaseRow>(
  kind: AdminCaseKind<Row>,
  ctx: AdminContext,
  idOrReference: string,
  to: AssignTo,
) {
  const { id } = await kind.load(ctx.db, idOrReference);
  const assignee = await inTransaction(ctx, async (tx) => assignLockedCase(tx, ctx, await kind.lock(tx, id), to));
  return { success: true, assignee };
}

export const readCaseAccessLog = async <Row extends CaseRow>(
  kind: AdminCaseKind<Row>,
  db: Database,
  idOrReference: string,
) => getAccessLog(db, await kind.load(db, idOrReference));

/** The list's CSV under the current filter, its export recorded with that filter. */
export async function exportCaseList<Row extends CaseRow, Query>(
  kind: AdminCaseKind<Row, Query>,
  db: Database,
  reader: StaffReader,
  query: Query,
) {
  await recordListExport(db, reader, kind.listName, query as Record<string, unknown>);
  return kind.exportCsv(db, query);
}

/** The schema of a decision's body: the shared decisions', then the kind's own; null when it takes none. */
export function decisionSchema(kind: AdminCaseKind, action: string) {
  if (action === 'reject') return kind.decisions.rejectSchema;
  if (action === 'request-info') return kind.decisions.infoSchema;
  if (action === 'archive') return null;
  return kind.actions[action]?.schema ?? null;
}

/** The decisions staff may take on a kind: the shared ones and the kind's own, each under `path/:id/<action>`. */
export const decisionsOf = (kind: AdminCaseKind) => ['reject', 'request-info', 'archive', ...Object.keys(kind.actions)];

/** A decision on the case staff named by id or reference, with its parsed body. */
export async function decideCase<Row extends CaseRow>(
  kind: AdminCaseKind<Row>,
  ctx: AdminContext,
  idOrReference: string,
  action: string,
  input: unknown,
): Promise<unknown> {
  const id = (await kind.load(ctx.db, idOrReference)).id;
  const { answers } = kind.decisions;
  switch (action) {
    case 'reject': {
      const { reason, message } = input as { reason: string; message?: string };
      await rejectCase(kind, ctx, id, reason, message);
      return answers.reject;
    }
    case 'request-info':
      await requestCaseInformation(kind, ctx, id, (input as { message: string }).message);
      return answers['request-info'];
    case 'archive':
      await archiveCase(kind, ctx, id);
      return answers.archive;
  }
  const own = kind.actions[action];
  if (!own) throw new Error(`${kind.path} has no action ${action}`);
  return own.run(ctx, id, input);
}

export async function addStaffNote<Row extends CaseRow>(
  kind: AdminCaseKind<Row>,
  ctx: AdminContext,
  idOrReference: string,
  note: string,
) {
  await addCaseNote(ctx, adminActor(ctx), (await kind.load(ctx.db, idOrReference)).id, note);
  return { success: true };
}
