import type { CaseAssignee, CaseWork } from '@protea/shared/schemas/case-list';
import type { Database } from '../../db/client.js';
import { findStaffNames } from '../../db/repositories/staff-repository.js';

type Worked = { assigneeId: string | null; dueAt: Date | null };

/**
 * Who holds each case and when it is due, as list rows and the detail show them (issue 28): the holders' names read
 * in one statement for a whole page.
 */
export async function caseWorkOf(db: Database, rows: readonly Worked[], now = new Date()) {
  const ids = [...new Set(rows.map((row) => row.assigneeId).filter((id): id is string => id !== null))];
  const names = new Map<string, CaseAssignee>(
    (ids.length === 0 ? [] : await findStaffNames(db, ids)).map((s) => [s.id, s]),
  );
  return (row: Worked): CaseWork => ({
    assignee: row.assigneeId ? (names.get(row.assigneeId) ?? { id: row.assigneeId, displayName: '' }) : null,
    dueAt: row.dueAt?.toISOString() ?? null,
    overdue: row.dueAt !== null && row.dueAt.getTime() < now.getTime(),
  });
}
