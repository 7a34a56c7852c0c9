import { OPEN_STATUSES } from '@protea/shared/workflow/open-statuses';
import { and, asc, count, inArray, lt } from 'drizzle-orm';
import type { Database } from '../client.js';
import { cases } from '../schema.js';

const overdueAt = (now: Date) => and(inArray(cases.status, [...OPEN_STATUSES]), lt(cases.dueAt, now));

/** The open cases past their due time at `now`, the longest overdue first, at most `limit`, and how many there are. */
export async function listOverdueCases(db: Database, now: Date, limit: number) {
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
      .where(overdueAt(now))
      .orderBy(asc(cases.dueAt), asc(cases.id))
      .limit(limit),
    db.select({ total: count() }).from(cases).where(overdueAt(now)),
  ]);
  return { rows, total: total?.total ?? 0 };
}
