import type { CaseEventOf } from '@protea/shared/case-events';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { adminUsers, caseEvents, cases, consents, withoutDueDate } from '../schema.js';
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
  values: {
    caseId: string;
    actorType: 'customer' | 'admin' | 'system' | 'holder';
    adminId?: string | null;
  } & CaseEventOf,
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

/**
 * Open cases without a due time (written before due times existed, or loaded from elsewhere), with the time each
 * entered its status: its last status event to it, else its submission or last change.
 */
export async function findOpenCasesWithoutDueDate(
  db: Database,
  limit: number,
): Promise<Array<{ id: string; status: string; enteredAt: Date }>> {
  const rows = await db
    .select({
      id: cases.id,
      status: cases.status,
      // Spelt out: drizzle leaves the columns of a one-table select unqualified, and "id" would be the event's.
      enteredAt: sql<string>`coalesce((select max(e.at) from case_events e where e.case_id = "cases"."id" and e.kind = 'status' and e.data->>'to' = "cases"."status"), "cases"."submitted_at", "cases"."updated_at")`,
    })
    .from(cases)
    .where(withoutDueDate)
    .limit(limit);
  return rows.map((row) => ({ ...row, enteredAt: new Date(row.enteredAt) }));
}

/** Sets cases' due times in one statement, without touching their last change. */
export async function setCaseDueDates(db: Database, dues: ReadonlyArray<{ id: string; dueAt: Date }>): Promise<void> {
  if (dues.length === 0) return;
  const values = sql.join(
    dues.map(({ id, dueAt }) => sql`(${id}::uuid, ${dueAt.toISOString()}::timestamptz)`),
    sql`, `,
  );
  await db.execute(
    sql`update ${cases} set due_at = v.due_at from (values ${values}) as v(id, due_at) where ${cases.id} = v.id`,
  );
}
