import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { executeRows } from './raw-rows.js';

/** An application as the assistant's per-application analyses read it (cases joined with applications). */
export interface FactRow {
  id: string;
  reference: string;
  kind: string;
  display_name: string;
  status: string;
  is_business: boolean;
  business: Record<string, unknown> | null;
  id_number: string | null;
  first_name: string | null;
  surname: string | null;
  complex_name: string | null;
  unit_number: string | null;
  complex_id: number | null;
  premise_id: number | null;
  is_owner: boolean | null;
  created_at: Date | string;
  cell_confirmed_at: Date | string | null;
  deposit_approved_at: Date | string | null;
  signed_at: Date | string | null;
  ever_approved: boolean;
}

export interface FactDocumentRow {
  case_id: string;
  type: string;
  is_approved: boolean | null;
}

export interface FactEventRow {
  case_id: string;
  kind: string;
  data: Record<string, unknown>;
}

/** Applications with their documents and the timeline events the facts are made of. */
export interface FactRows {
  rows: FactRow[];
  documents: FactDocumentRow[];
  events: FactEventRow[];
}

const FACT_COLUMNS = sql`
  c.id, c.reference, c.kind, c.display_name, c.status, c.created_at, c.cell_confirmed_at, c.signed_at,
  a.form_type = 4 as is_business, a.business, a.id_number, a.first_name, a.surname, a.complex_name, a.unit_number,
  a.complex_id, a.premise_id, a.deposit_approved_at, a.is_owner,
  exists (select 1 from case_events e where e.case_id = c.id and e.kind = 'status' and e.data->>'to' = 'approved')
    as ever_approved`;

/**
 * Reads applications at once: at most `limit`, the latest decided first. The applications are picked by a subquery
 * each read repeats, never by a list of ids (PostgreSQL takes at most 65,535 parameters in one statement).
 */
async function loadFactRowsWhere(db: Database, where: SQL, limit: number): Promise<FactRows> {
  const chosen = sql`select c.id from cases c join applications a on a.id = c.id where ${where}
    order by c.decided_at desc nulls last, c.created_at desc limit ${limit}`;
  const rows = await executeRows<FactRow>(
    db,
    sql`select ${FACT_COLUMNS} from cases c join applications a on a.id = c.id where c.id in (${chosen})`,
  );
  if (rows.length === 0) return { rows, documents: [], events: [] };
  const documents = await executeRows<FactDocumentRow>(
    db,
    sql`select case_id, type, is_approved from documents where case_id in (${chosen})`,
  );
  const events = await executeRows<FactEventRow>(
    db,
    sql`
      select case_id, kind, data from case_events
      where case_id in (${chosen}) and kind in ('status', 'note', 'message', 'document_rejected')
      order by at, id`,
  );
  return { rows, documents, events };
}

/** The application with this reference (exactly as stored), if any. */
export function loadFactRowsByReference(db: Database, reference: string): Promise<FactRows> {
  return loadFactRowsWhere(db, sql`c.reference = ${reference}`, 1);
}

/** The latest `limit` applications staff decided (approved, completed, rejected or archived after a decision). */
export function loadDecidedFactRows(db: Database, limit: number): Promise<FactRows> {
  return loadFactRowsWhere(
    db,
    sql`c.status in ('approved', 'completed', 'rejected', 'archived') and c.decided_at is not null`,
    limit,
  );
}
