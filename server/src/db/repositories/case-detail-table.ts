import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client.js';
import { cases } from '../schema.js';
import { type CaseRow, type NewCaseRow, updateCase } from './case-repository.js';
import { casesChanged } from './count-cache.js';

type DetailTable = PgTable & { id: PgColumn };

/** A case joined with its kind's own row: what the domain works on. */
export type CaseWith<Fields> = CaseRow & Omit<Fields, 'id'>;
/** What a change may touch: case columns (status, contact, signature...) and the kind's columns alike. */
export type CaseChanges<NewFields> = Partial<Omit<NewCaseRow, 'id' | 'kind' | 'reference'>> &
  Partial<Omit<NewFields, 'id'>>;

/**
 * The repository of a kind whose fields live in a table keyed by the case id (applications,
 * terminations): find, insert and update the case and its row together, keep the list's name columns
 * in step with the fields they are made of.
 */
export function caseDetailRepository<Fields extends { id: string }, NewFields>(
  table: DetailTable,
  options: {
    /** The name the lists show: the business's for a business, otherwise the person's. */
    displayName: SQL;
    /** The person's first name and surname: a business's representative, searched as `representative_name`. */
    personName: SQL;
    /** The fields the two names are made of. */
    nameFields: readonly string[];
  },
) {
  type Row = CaseWith<Fields>;
  const ownColumns = new Set(Object.keys(getTableColumns(table)).filter((key) => key !== 'id'));

  const toRow = (row: { case: CaseRow; detail: Fields }): Row => {
    const { id: _id, ...fields } = row.detail;
    return { ...row.case, ...fields } as Row;
  };

  function split(values: Record<string, unknown>) {
    const caseColumns: Record<string, unknown> = {};
    const detailColumns: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined || key === 'kind' || key === 'reference' || key === 'id') continue;
      if (ownColumns.has(key)) detailColumns[key] = value;
      else caseColumns[key] = value;
    }
    return { caseColumns: caseColumns as Partial<NewCaseRow>, detailColumns };
  }

  async function findOne(db: Database, where: SQL): Promise<Row | undefined> {
    const rows = await db
      .select({ case: cases, detail: table } as never)
      .from(cases)
      .innerJoin(table as never, eq(table.id, cases.id))
      .where(where)
      .limit(1);
    const first = rows[0] as { case: CaseRow; detail: Fields } | undefined;
    return first && toRow(first);
  }

  /**
   * The list's name columns from the kind's row: the display name, and the person's name where it is another name
   * (a business's representative), so the lists find a business by the person too (null for a person's own request).
   */
  async function refreshNames(tx: Database, id: string): Promise<void> {
    const ofRow = (expression: SQL) => sql`(select ${expression} from ${table} where ${table.id} = ${id})`;
    await tx
      .update(cases)
      .set({
        displayName: ofRow(options.displayName),
        representativeName: ofRow(sql`nullif(nullif(${options.personName}, ''), ${options.displayName})`),
      })
      .where(eq(cases.id, id));
  }

  const findById = (db: Database, id: string) => findOne(db, eq(cases.id, id));
  const findByReference = (db: Database, reference: string) => findOne(db, eq(cases.reference, reference));

  /** Creates the case and its row; undefined when the reference is taken. */
  async function insert(
    tx: Database,
    values: { kind: CaseRow['kind']; reference: string; status: string } & CaseChanges<NewFields>,
  ): Promise<Row | undefined> {
    const { caseColumns, detailColumns } = split(values);
    casesChanged();
    const [created] = await tx
      .insert(cases)
      .values({ ...caseColumns, kind: values.kind, reference: values.reference, status: values.status })
      .onConflictDoNothing({ target: cases.reference })
      .returning();
    if (!created) return undefined;
    await tx.insert(table).values({ ...detailColumns, id: created.id } as never);
    await refreshNames(tx, created.id);
    return findById(tx, created.id);
  }

  /**
   * Changes the case and its row; with `expectedStatus`, only while it still has that status
   * (undefined otherwise). Run it inside the caller's transaction: both rows change together.
   */
  async function update(
    tx: Database,
    id: string,
    values: CaseChanges<NewFields>,
    expectedStatus?: string,
  ): Promise<Row | undefined> {
    const { caseColumns, detailColumns } = split(values);
    const updatedCase = await updateCase(tx, id, caseColumns, expectedStatus);
    if (!updatedCase) return undefined;
    if (Object.keys(detailColumns).length > 0) {
      await tx
        .update(table)
        .set(detailColumns as never)
        .where(eq(table.id, id));
    }
    if (options.nameFields.some((field) => field in detailColumns)) await refreshNames(tx, id);
    return findById(tx, id);
  }

  return { findById, findByReference, findOne, insert, update };
}
