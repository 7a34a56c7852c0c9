import type { CaseEventOf } from '@protea/shared/case-events';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { adminUsers, caseEvents, cases, consents } from '../schema.js';
import { casesChanged } from './count-cache.js';

export type CaseRow = typeof cases.$inferSelect;
export type NewCaseRow = typeof cases.$inferInsert;

export function findCaseById(db: Database, id: string): Promise<CaseRow | undefined> {
  return db.query.cases.findFirst({ where: eq(cases.id, id) });
}

/** Updates the case; with `expectedStatus`, only while it still has that status (undefined otherwise). */
export async function updateCase(
  db: Database,
  id: string,
  values: Partial<NewCaseRow>,
  expectedStatus?: string,
): Promise<CaseRow | undefined> {
  const where = expectedStatus ? and(eq(cases.id, id), eq(cases.status, expectedStatus)) : eq(cases.id, id);
  casesChanged();
  const rows = await db
    .update(cases)
    .set({ ...values, updatedAt: new Date() })
    .where(where)
    .returning();
  return rows[0];
}

/**
 * Locks the case row until the transaction ends, so changes to one case (a decision, a deposit, an
 * upload into a slot) happen one after another and each sees what the one before wrote.
 */
export async function lockCase(tx: Database, id: string): Promise<void> {
  await tx.execute(sql`select 1 from ${cases} where ${cases.id} = ${id} for update`);
}

export async function insertCaseEvent(
  db: Database,
  values: { caseId: string; actorType: 'customer' | 'admin' | 'system'; adminId?: string | null } & CaseEventOf,
): Promise<void> {
  await db.insert(caseEvents).values(values);
}

export function listCaseEvents(db: Database, caseId: string) {
  return db
    .select({
      id: caseEvents.id,
      at: caseEvents.at,
      actorType: caseEvents.actorType,
      adminName: adminUsers.displayName,
      kind: caseEvents.kind,
      data: caseEvents.data,
    })
    .from(caseEvents)
    .leftJoin(adminUsers, eq(adminUsers.id, caseEvents.adminId))
    .where(eq(caseEvents.caseId, caseId))
    .orderBy(asc(caseEvents.at), asc(caseEvents.id));
}

export async function insertConsent(db: Database, values: typeof consents.$inferInsert): Promise<void> {
  await db.insert(consents).values(values);
}

export async function latestConsent(db: Database, caseId: string) {
  const rows = await db
    .select()
    .from(consents)
    .where(eq(consents.caseId, caseId))
    .orderBy(desc(consents.givenAt))
    .limit(1);
  return rows[0];
}

export function listConsents(db: Database, caseId: string) {
  return db
    .select({ purpose: consents.purpose, termsVersion: consents.termsVersion, givenAt: consents.givenAt })
    .from(consents)
    .where(eq(consents.caseId, caseId))
    .orderBy(asc(consents.givenAt));
}
