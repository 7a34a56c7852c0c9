import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { executeRows } from './raw-rows.js';

/** A request with one of its status events (null columns when it has none), as the waiting times read them. */
export interface StatusEventRow {
  case_id: string;
  reference: string;
  kind: string;
  display_name: string;
  current_status: string;
  created_at: Date | string;
  at: Date | string | null;
  from_status: string | null;
  to_status: string | null;
}

/** A status change into or out of `needsinfo`, with its request. */
export interface InfoLoopRow {
  case_id: string;
  reference: string;
  kind: string;
  display_name: string;
  status: string;
  at: Date | string;
  from_status: string | null;
  to_status: string;
}

/**
 * The latest `limit` requests created since `since`, each with its status events in order (one row per event; a row
 * with null event columns when it has none), by request.
 */
export function listStatusEvents(db: Database, since: Date, limit: number): Promise<StatusEventRow[]> {
  const chosen = sql`select id from cases where created_at >= ${since} order by created_at desc limit ${limit}`;
  return executeRows(
    db,
    sql`
      select c.id as case_id, c.reference, c.kind, c.display_name, c.status as current_status, c.created_at,
             e.at, e.data->>'from' as from_status, e.data->>'to' as to_status
      from cases c
      left join case_events e on e.case_id = c.id and e.kind = 'status'
      where c.id in (${chosen})
      order by c.id, e.at, e.id`,
  );
}

/** Applications created since `since`, counted by the wizard step stored last and their status. */
export function countApplicationsByStep(
  db: Database,
  since: Date,
): Promise<Array<{ step_no: number; status: string; n: number | string }>> {
  return executeRows(
    db,
    sql`
      select a.step_no, c.status, count(*) as n
      from applications a join cases c on c.id = a.id
      where c.created_at >= ${since}
      group by a.step_no, c.status`,
  );
}

/** The status changes into and out of `needsinfo` of requests created since `since`, in order, by request. */
export function listInfoLoops(db: Database, since: Date): Promise<InfoLoopRow[]> {
  return executeRows(
    db,
    sql`
      select c.id as case_id, c.reference, c.kind, c.display_name, c.status, e.at,
             e.data->>'from' as from_status, e.data->>'to' as to_status
      from case_events e join cases c on c.id = e.case_id
      where e.kind = 'status' and c.created_at >= ${since}
        and (e.data->>'to' = 'needsinfo' or e.data->>'from' = 'needsinfo')
      order by c.id, e.at, e.id`,
  );
}

/** The wizard step some applications stored last (keep the list short: one parameter each). */
export function listApplicationSteps(
  db: Database,
  ids: readonly string[],
): Promise<Array<{ id: string; step_no: number }>> {
  if (ids.length === 0) return Promise.resolve([]);
  return executeRows(
    db,
    sql`select id, step_no from applications where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}
