import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client.js';
import { accounts, cases, complexes, premises } from '../schema.js';

export type AccountRow = typeof accounts.$inferSelect;

/** An open account by its number, with its premise's complex and unit. */
export async function findOpenAccount(db: Database, accountNumber: string) {
  const rows = await db
    .select({
      account: accounts,
      complexName: complexes.name,
      unitNumber: premises.unitNumber,
      streetAddress: complexes.streetAddress,
      suburb: complexes.suburb,
      province: complexes.province,
    })
    .from(accounts)
    .leftJoin(premises, eq(premises.id, accounts.premiseId))
    .leftJoin(complexes, eq(complexes.id, premises.complexId))
    .where(and(eq(accounts.accountNumber, accountNumber), isNull(accounts.closedOn)))
    .limit(1);
  return rows[0];
}

/** The number of the account a completed application opened (the latest, should there be more); null before. */
export async function findAccountNumberOpenedBy(db: Database, caseId: string): Promise<string | null> {
  const rows = await db
    .select({ accountNumber: accounts.accountNumber })
    .from(accounts)
    .where(eq(accounts.openedByCaseId, caseId))
    .orderBy(desc(accounts.id))
    .limit(1);
  return rows[0]?.accountNumber ?? null;
}

/** The request that opened an account (its application), whether the account is open or closed; null when none did. */
export async function findCaseIdOpeningAccount(db: Database, accountNumber: string): Promise<string | null> {
  const rows = await db
    .select({ caseId: accounts.openedByCaseId })
    .from(accounts)
    .where(eq(accounts.accountNumber, accountNumber))
    .limit(1);
  return rows[0]?.caseId ?? null;
}

/** The account a completed application opened (the latest, should there be more), with its premise and complex. */
export async function findAccountOpenedBy(db: Database, caseId: string) {
  const rows = await db
    .select({ account: accounts, premise: premises, complex: complexes })
    .from(accounts)
    .leftJoin(premises, eq(premises.id, accounts.premiseId))
    .leftJoin(complexes, eq(complexes.id, premises.complexId))
    .where(eq(accounts.openedByCaseId, caseId))
    .orderBy(desc(accounts.id))
    .limit(1);
  return rows[0];
}

/** Opens an account; undefined when the number is taken. */
export async function insertAccount(db: Database, values: typeof accounts.$inferInsert) {
  const rows = await db
    .insert(accounts)
    .values(values)
    .onConflictDoNothing({ target: accounts.accountNumber })
    .returning();
  return rows[0];
}

/** Closes an open account; false when it was not open. */
export async function closeAccount(db: Database, id: number, closedOn: string, caseId: string): Promise<boolean> {
  const rows = await db
    .update(accounts)
    .set({ closedOn, closedByCaseId: caseId, updatedAt: new Date() })
    .where(and(eq(accounts.id, id), isNull(accounts.closedOn)))
    .returning({ id: accounts.id });
  return rows.length > 0;
}

/** An account by its id, open or closed, with its premise's code. */
export async function findAccountById(db: Database, id: number) {
  const rows = await db
    .select({ account: accounts, premise: premises.premise })
    .from(accounts)
    .leftJoin(premises, eq(premises.id, accounts.premiseId))
    .where(eq(accounts.id, id))
    .limit(1);
  return rows[0];
}

/**
 * The account of that number, open or closed (numbers are never reused), with the language of the application that
 * opened it: how its holder is reached on file.
 */
export async function findAccountOnFile(db: Database, accountNumber: string) {
  const rows = await db
    .select({ account: accounts, language: cases.language })
    .from(accounts)
    .leftJoin(cases, eq(cases.id, accounts.openedByCaseId))
    .where(eq(accounts.accountNumber, accountNumber))
    .limit(1);
  return rows[0];
}
