import type { DecisionText } from '@protea/shared/case-events';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { executeRows } from './raw-rows.js';

/** A request as the assistant names it. */
export interface CaseRefRow {
  reference: string;
  kind: string;
  display_name: string;
  status: string;
}

const listOf = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * Requests in these statuses (and kinds, when given) whose last customer's or staff's event (or creation) is before
 * `before`, oldest first.
 */
export function listIdleCases(
  db: Database,
  statuses: readonly string[],
  before: Date,
  kinds?: readonly string[],
): Promise<Array<{ id: string; status: string; last_activity: Date | string }>> {
  return executeRows(
    db,
    sql`
      select id, status, last_activity from (
        select c.id, c.status,
               coalesce(
                 (select max(e.at) from case_events e where e.case_id = c.id and e.actor_type <> 'system'),
                 c.created_at
               ) as last_activity
        from cases c
        where c.status in (${listOf(statuses)})
        ${kinds ? sql`and c.kind in (${listOf(kinds)})` : sql``}
      ) idle
      where last_activity < ${before}
      order by last_activity asc, id`,
  );
}

/** The names and kinds of some requests, by id (keep the list short: one parameter each). */
export function listCaseRefs(db: Database, ids: readonly string[]): Promise<Array<CaseRefRow & { id: string }>> {
  if (ids.length === 0) return Promise.resolve([]);
  return executeRows(
    db,
    sql`
      select id, reference, kind, display_name, status from cases
      where id in (${listOf(ids)})`,
  );
}

/**
 * Every request waiting for information: when it was last asked for, and whether a message or a reminder followed.
 */
export function listWaitingForInformation(
  db: Database,
): Promise<Array<{ id: string; requested_at: Date | string | null; created_at: Date | string; reminded: boolean }>> {
  return executeRows(
    db,
    sql`
      select c.id, c.created_at, r.requested_at,
             exists (
               select 1 from case_events m
               where m.case_id = c.id and m.at > coalesce(r.requested_at, c.created_at)
                 and (m.kind = 'message' or (m.kind = 'notification' and m.data->>'purpose' = 'reminder'))
             ) as reminded
      from cases c
      left join lateral (
        select max(e.at) as requested_at from case_events e
        where e.case_id = c.id and e.kind = 'status' and e.data->>'to' = 'needsinfo'
      ) r on true
      where c.status = 'needsinfo'`,
  );
}

/** Some requests' names with what staff asked for (keep the list short: one parameter each). */
export function listInformationRequests(
  db: Database,
  ids: readonly string[],
): Promise<Array<CaseRefRow & { id: string; info_request: DecisionText | null }>> {
  if (ids.length === 0) return Promise.resolve([]);
  return executeRows(
    db,
    sql`
            select id, reference, kind, display_name, status, info_request from cases
            where id in (${listOf(ids)})`,
  );
}
