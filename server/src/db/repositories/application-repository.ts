import { type CaseKind, isBusinessKind } from '@protea/shared/case-kinds';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { applications } from '../schema.js';
import { type CaseChanges, type CaseWith, caseDetailRepository } from './case-detail-table.js';

/** An application as the domain sees it: its case and its own fields in one object. */
export type ApplicationRow = CaseWith<typeof applications.$inferSelect> & { isBusiness: boolean };
/** What a change may touch: case columns (status, contact, signature...) and application columns alike. */
export type ApplicationChanges = CaseChanges<typeof applications.$inferInsert>;

const repository = caseDetailRepository<typeof applications.$inferSelect, typeof applications.$inferInsert>(
  applications,
  {
    // The list's name column follows the business name for businesses, otherwise the applicant's names.
    displayName: sql`coalesce(nullif(trim(${applications.business}->>'businessName'), ''), trim(coalesce(${applications.firstName}, '') || ' ' || coalesce(${applications.surname}, '')))`,
    personName: sql`trim(coalesce(${applications.firstName}, '') || ' ' || coalesce(${applications.surname}, ''))`,
    nameFields: ['firstName', 'surname', 'business'],
  },
);

const withKindFlags = <R extends { kind: CaseKind }>(row: R | undefined) =>
  row && { ...row, isBusiness: isBusinessKind(row.kind) };

export const findApplicationById = async (db: Database, id: string): Promise<ApplicationRow | undefined> =>
  withKindFlags(await repository.findById(db, id));

export const findApplicationByReference = async (
  db: Database,
  reference: string,
): Promise<ApplicationRow | undefined> => withKindFlags(await repository.findByReference(db, reference));

/** Creates the case and its application row; undefined when the reference is taken. */
export async function insertApplication(
  tx: Database,
  values: { kind: CaseKind; reference: string; status: string } & ApplicationChanges,
): Promise<ApplicationRow | undefined> {
  return withKindFlags(await repository.insert(tx, { formType: 1, ...values }));
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
  return withKindFlags(await repository.update(tx, id, values, expectedStatus));
}
