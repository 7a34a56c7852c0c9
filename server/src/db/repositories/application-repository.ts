import { type CaseKind, isBusinessKind } from '@protea/shared/case-kinds';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { applications, cases } from '../schema.js';
import { type CaseRow, type NewCaseRow, updateCase } from './case-repository.js';

type ApplicationFields = typeof applications.$inferSelect;
type NewApplicationFields = typeof applications.$inferInsert;

/** An application as the domain sees it: its case and its own fields in one object. */
export type ApplicationRow = CaseRow & Omit<ApplicationFields, 'id'> & { isBusiness: boolean };
/** What a change may touch: case columns (status, contact, signature...) and application columns alike. */
export type ApplicationChanges = Partial<Omit<NewCaseRow, 'id' | 'kind' | 'reference'>> &
  Partial<Omit<NewApplicationFields, 'id'>>;

const APPLICATION_COLUMNS = new Set(Object.keys(getTableColumns(applications)).filter((key) => key !== 'id'));

const toRow = (row: { case: CaseRow; application: ApplicationFields }): ApplicationRow => {
  const { id: _id, ...fields } = row.application;
  return { ...row.case, ...fields, isBusiness: isBusinessKind(row.case.kind) };
};

async function findOne(db: Database, where: ReturnType<typeof eq>): Promise<ApplicationRow | undefined> {
  const rows = await db
    .select({ case: cases, application: applications })
    .from(cases)
    .innerJoin(applications, eq(applications.id, cases.id))
    .where(where)
    .limit(1);
  return rows[0] && toRow(rows[0]);
}

export const findApplicationById = (db: Database, id: string) => findOne(db, eq(cases.id, id));
export const findApplicationByReference = (db: Database, reference: string) =>
  findOne(db, eq(cases.reference, reference));

/** Creates the case and its application row; undefined when the reference is taken. */
export async function insertApplication(
  tx: Database,
  values: { kind: CaseKind; reference: string; status: string } & ApplicationChanges,
): Promise<ApplicationRow | undefined> {
  const { caseColumns, applicationColumns } = split(values);
  const [created] = await tx
    .insert(cases)
    .values({ ...caseColumns, kind: values.kind, reference: values.reference, status: values.status })
    .onConflictDoNothing({ target: cases.reference })
    .returning();
  if (!created) return undefined;
  const [application] = await tx
    .insert(applications)
    .values({ formType: 1, ...applicationColumns, id: created.id })
    .returning();
  await refreshDisplayName(tx, created.id);
  return toRow({
    case: (await tx.query.cases.findFirst({ where: eq(cases.id, created.id) }))!,
    application: application!,
  });
}

/**
 * Changes an application; with `expectedStatus`, only while it still has that status (undefined
 * otherwise). Run it inside the caller's transaction: the case and application rows change together.
 */
export async function updateApplication(
  tx: Database,
  id: string,
  values: ApplicationChanges,
  expectedStatus?: string,
): Promise<ApplicationRow | undefined> {
  const { caseColumns, applicationColumns } = split(values);
  const updatedCase = await updateCase(tx, id, caseColumns, expectedStatus);
  if (!updatedCase) return undefined;
  if (Object.keys(applicationColumns).length > 0) {
    await tx.update(applications).set(applicationColumns).where(eq(applications.id, id));
  }
  if ('firstName' in applicationColumns || 'surname' in applicationColumns) await refreshDisplayName(tx, id);
  return findApplicationById(tx, id);
}

/** The list's name column follows the applicant's names. */
async function refreshDisplayName(tx: Database, id: string): Promise<void> {
  await tx
    .update(cases)
    .set({
      displayName: sql`(select trim(coalesce(${applications.firstName}, '') || ' ' || coalesce(${applications.surname}, '')) from ${applications} where ${applications.id} = ${id})`,
    })
    .where(eq(cases.id, id));
}

function split(values: ApplicationChanges & Partial<NewCaseRow>) {
  const caseColumns: Partial<NewCaseRow> = {};
  const applicationColumns: Partial<NewApplicationFields> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || key === 'kind' || key === 'reference' || key === 'id') continue;
    if (APPLICATION_COLUMNS.has(key)) (applicationColumns as Record<string, unknown>)[key] = value;
    else (caseColumns as Record<string, unknown>)[key] = value;
  }
  return { caseColumns, applicationColumns };
}
