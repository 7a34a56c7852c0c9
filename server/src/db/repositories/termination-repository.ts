import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { cases, terminations } from '../schema.js';
import { type CaseChanges, type CaseWith, caseDetailRepository } from './case-detail-table.js';

/** A termination as the domain sees it: its case and its own fields in one object. */
export type TerminationRow = CaseWith<typeof terminations.$inferSelect>;
export type TerminationChanges = CaseChanges<typeof terminations.$inferInsert>;

const repository = caseDetailRepository<typeof terminations.$inferSelect, typeof terminations.$inferInsert>(
  terminations,
  {
    // The list shows the business name for businesses, otherwise first name and surname (spec 3).
    displayName: sql`coalesce(nullif(trim(${terminations.businessName}), ''), trim(coalesce(${terminations.firstName}, '') || ' ' || coalesce(${terminations.surname}, '')))`,
    personName: sql`trim(coalesce(${terminations.firstName}, '') || ' ' || coalesce(${terminations.surname}, ''))`,
    nameFields: ['firstName', 'surname', 'businessName'],
  },
);

export const findTerminationById = repository.findById;
export const findTerminationByReference = repository.findByReference;
export const insertTermination = repository.insert;
export const updateTermination = repository.update;

/** Submitted and not yet finished: at most one per account (PRODUCT.md 'Terminations'). */
export const OPEN_TERMINATION_STATUSES = ['pending', 'needsinfo', 'approved'] as const;

/** The open termination of an account, other than `exceptId`. */
export function findOpenTermination(db: Database, accountNumber: string, exceptId?: string) {
  return repository.findOne(
    db,
    and(
      eq(terminations.accountNumber, accountNumber),
      inArray(cases.status, [...OPEN_TERMINATION_STATUSES]),
      exceptId ? sql`${cases.id} <> ${exceptId}` : undefined,
    )!,
  );
}

/** The latest termination of an account (for an admin's PDF by account number). */
export async function findLatestTerminationOfAccount(db: Database, accountNumber: string) {
  const rows = await db
    .select({ id: cases.id })
    .from(cases)
    .innerJoin(terminations, eq(terminations.id, cases.id))
    .where(and(eq(terminations.accountNumber, accountNumber), sql`${cases.status} <> 'incomplete'`))
    .orderBy(desc(cases.createdAt))
    .limit(1);
  return rows[0] ? repository.findById(db, rows[0].id) : undefined;
}

/**
 * Serialises submissions for one account number until the transaction ends, so two customers
 * submitting for the same account at once cannot both open a termination.
 */
export async function lockAccountNumber(tx: Database, accountNumber: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`termination-account:${accountNumber}`}, 0))`);
}
