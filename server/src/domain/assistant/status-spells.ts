import { sql } from 'drizzle-orm';
import { type AssistantContext, rowsOf } from './assistant-context.js';

/** A stretch of time a request spent in one status; `to` is null while it is still there. */
export interface StatusSpell {
  caseId: string;
  reference: string;
  kind: string;
  name: string;
  currentStatus: string;
  status: string;
  from: Date;
  to: Date | null;
}

interface StatusEventRow {
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

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * The requests started within `days` before now (the latest `limit` of them), cut into its spells per status from the status
 * events of its timeline (the first spell starts when the request was created).
 */
export async function loadStatusSpells(context: AssistantContext, days: number, limit: number): Promise<StatusSpell[]> {
  const since = new Date(context.now.getTime() - days * 86_400_000);
  // The latest requests of the period, at most `limit`: enough for stable medians and percentiles.
  const chosen = sql`select id from cases where created_at >= ${since} order by created_at desc limit ${limit}`;
  const rows = rowsOf<StatusEventRow>(
    await context.db.execute(sql`
      select c.id as case_id, c.reference, c.kind, c.display_name, c.status as current_status, c.created_at,
             e.at, e.data->>'from' as from_status, e.data->>'to' as to_status
      from cases c
      left join case_events e on e.case_id = c.id and e.kind = 'status'
      where c.id in (${chosen})
      order by c.id, e.at, e.id`),
  );
  const spells: StatusSpell[] = [];
  let index = 0;
  while (index < rows.length) {
    const first = rows[index]!;
    const events: StatusEventRow[] = [];
    while (index < rows.length && rows[index]!.case_id === first.case_id) {
      if (rows[index]!.at !== null) events.push(rows[index]!);
      index++;
    }
    const base = {
      caseId: first.case_id,
      reference: first.reference,
      kind: first.kind,
      name: first.display_name,
      currentStatus: first.current_status,
    };
    let status = events[0]?.from_status ?? (events.length === 0 ? first.current_status : 'incomplete');
    let since = asDate(first.created_at);
    for (const event of events) {
      const at = asDate(event.at!);
      spells.push({ ...base, status, from: since, to: at });
      status = event.to_status ?? status;
      since = at;
    }
    spells.push({ ...base, status, from: since, to: null });
  }
  return spells;
}
