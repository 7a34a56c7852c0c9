import type { CaseKind } from '@protea/shared/case-kinds';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { cases } from '../schema.js';
import { cachedDayCount } from './count-cache.js';
import type { SaBoundaries } from './sa-time-boundaries.js';

/** Cases of one kind in one status, and how many of them are verified and new today, this week, this month and this year. */
export interface KindStatusCount {
  kind: CaseKind;
  status: string;
  count: number;
  verified: number;
  today: number;
  thisWeek: number;
  thisMonth: number;
  thisYear: number;
}

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;

/**
 * Every figure of the overview and of the list tabs without a search or date filter, for both lists at once: one
 * statement, one pass over the cases, grouped by kind and status (docs/overview-figures.md). The statistics and the
 * tabs read the same rows, so they cannot disagree. Kept up to 60 seconds and recounted after this process's own
 * changes (count-cache.ts); the Johannesburg day's boundaries are bound as parameters (computing them per row cost
 * more than the counting).
 */
export const countsByKindAndStatus = (db: Database): Promise<KindStatusCount[]> =>
  cachedDayCount(db, 'cases per kind and status', (boundaries) => count(db, boundaries));

function count(db: Database, { today, weekStart, monthStart, yearStart }: SaBoundaries) {
  return db
    .select({
      kind: cases.kind,
      status: cases.status,
      count: sql<number>`count(*)::int`,
      verified: countWhere(sql`${cases.cellConfirmedAt} is not null`),
      today: countWhere(sql`${cases.createdAt} >= ${today.toISOString()}`),
      thisWeek: countWhere(sql`${cases.createdAt} >= ${weekStart.toISOString()}`),
      thisMonth: countWhere(sql`${cases.createdAt} >= ${monthStart.toISOString()}`),
      thisYear: countWhere(sql`${cases.createdAt} >= ${yearStart.toISOString()}`),
    })
    .from(cases)
    .groupBy(cases.kind, cases.status);
}
