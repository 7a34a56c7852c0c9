import type { CaseKind } from '@protea/shared/case-kinds';
import { OPEN_STATUSES } from '@protea/shared/workflow/open-statuses';
import { and, asc, count, inArray, lt } from 'drizzle-orm';
import type { Database } from '../client.js';
import { cases } from '../schema.js';

/** Which overdue cases: of these kinds and open statuses only (every kind and open status when left out). */
export interface OverdueFilter {
  kinds?: readonly CaseKind[];
  statuses?: readonly string[];
}

const overdueAt = (now: Date, { kinds, statuses = OPEN_STATUSES }: OverdueFilter) =>
  and(inArray(cases.status, [...statuses]), kinds ? inArray(cases.kind, [...kinds]) : undefined, lt(cases.dueAt, now));

/** The open cases past their due time at `now`, the longest overdue first, at most `limit`, and how many there are. */
export async function listOverdueCases(db: Database, now: Date, limit: number, filter: OverdueFilter = {}) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: cases.id,
        kind: cases.kind,
        reference: cases.reference,
        displayName: cases.displayName,
        status: cases.status,
        assigneeId: cases.assigneeId,
        dueAt: cases.dueAt,
      })
      .from(cases)
      .where(overdueAt(now, filter))
      .orderBy(asc(cases.dueAt), asc(cases.id))
      .limit(limit),
    db.select({ total: count() }).from(cases).where(overdueAt(now, filter)),
  ]);
  return { rows, total: total?.total ?? 0 };
}
