import { and, eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { applicationEvents, applications } from '../schema.js';

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplicationRow = typeof applications.$inferInsert;

export function findApplicationByReference(db: Database, reference: string): Promise<ApplicationRow | undefined> {
  return db.query.applications.findFirst({ where: eq(applications.reference, reference) });
}

export function findApplicationById(db: Database, id: string): Promise<ApplicationRow | undefined> {
  return db.query.applications.findFirst({ where: eq(applications.id, id) });
}

/** Inserts unless the reference is taken; returns the row or undefined on a clash. */
export async function insertApplication(db: Database, values: NewApplicationRow): Promise<ApplicationRow | undefined> {
  const rows = await db
    .insert(applications)
    .values(values)
    .onConflictDoNothing({ target: applications.reference })
    .returning();
  return rows[0];
}

export async function updateApplication(
  db: Database,
  id: string,
  values: Partial<NewApplicationRow>,
  expectedStatus?: string,
): Promise<ApplicationRow | undefined> {
  const where = expectedStatus
    ? and(eq(applications.id, id), eq(applications.status, expectedStatus))
    : eq(applications.id, id);
  const rows = await db
    .update(applications)
    .set({ ...values, updatedAt: new Date() })
    .where(where)
    .returning();
  return rows[0];
}

export async function insertApplicationEvent(
  db: Database,
  values: typeof applicationEvents.$inferInsert,
): Promise<void> {
  await db.insert(applicationEvents).values(values);
}
