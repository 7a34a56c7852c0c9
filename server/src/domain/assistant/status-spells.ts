import { listStatusEvents, type StatusEventRow } from '../../db/repositories/assistant-flow-repository.js';
import type { AssistantContext } from './assistant-context.js';

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

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * The requests started within `days` before now (the latest `limit` of them), cut into its spells per status from the status
 * events of its timeline (the first spell starts when the request was created).
 */
export async function loadStatusSpells(context: AssistantContext, days: number, limit: number): Promise<StatusSpell[]> {
  const since = new Date(context.now.getTime() - days * 86_400_000);
  // The latest requests of the period, at most `limit`: enough for stable medians and percentiles.
  const rows = await listStatusEvents(context.db, since, limit);
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
