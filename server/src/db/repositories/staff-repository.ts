import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { adminSessions, adminTwoFactorChallenges, adminUsers, type STAFF_ROLES } from '../schema.js';

export type StaffRow = typeof adminUsers.$inferSelect;
type StaffRole = (typeof STAFF_ROLES)[number];

export function listStaffRows(db: Database): Promise<StaffRow[]> {
  return db.select().from(adminUsers).orderBy(asc(adminUsers.displayName), asc(adminUsers.username));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that is not a UUID names no one (and would be a query error). */
export async function findStaffById(db: Database, id: string): Promise<StaffRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
  return row;
}

/** The display names of the given staff members. */
export function findStaffNames(db: Database, ids: string[]): Promise<Array<{ id: string; displayName: string }>> {
  return db
    .select({ id: adminUsers.id, displayName: adminUsers.displayName })
    .from(adminUsers)
    .where(inArray(adminUsers.id, ids));
}

/** Active administrators who gave an email address: who receives the morning digest. */
export function listAdministratorsWithEmail(
  db: Database,
): Promise<Array<{ id: string; displayName: string; email: string; language: string }>> {
  return db
    .select({
      id: adminUsers.id,
      displayName: adminUsers.displayName,
      email: sql<string>`${adminUsers.email}`,
      language: adminUsers.language,
    })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, 'administrator'), eq(adminUsers.isActive, true), isNotNull(adminUsers.email)))
    .orderBy(asc(adminUsers.id));
}

/** The staff member's row, locked until the transaction ends. */
export async function lockStaff(tx: Database, id: string): Promise<StaffRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id)).for('update');
  return row;
}

/**
 * Serialises every change that could leave no active administrator: holders of this lock count the administrators
 * one after another, so two administrators removing each other at once cannot both succeed.
 */
export async function lockAdministrators(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff:administrators'))`);
}

export function countActiveAdministrators(db: Database): Promise<number> {
  return db.$count(adminUsers, and(eq(adminUsers.role, 'administrator'), eq(adminUsers.isActive, true)));
}

/** The new row, or undefined when the username is taken. */
export async function insertStaff(
  db: Database,
  values: {
    username: string;
    displayName: string;
    role: StaffRole;
    passwordHash: string;
    mustChangePassword: boolean;
    email?: string | null;
  },
): Promise<StaffRow | undefined> {
  const [row] = await db
    .insert(adminUsers)
    .values(values)
    .onConflictDoNothing({ target: adminUsers.username })
    .returning();
  return row;
}

export async function updateStaff(
  db: Database,
  id: string,
  changes: Partial<Pick<StaffRow, 'isActive' | 'role' | 'passwordHash' | 'mustChangePassword' | 'email'>>,
): Promise<StaffRow> {
  const [row] = await db
    .update(adminUsers)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(adminUsers.id, id))
    .returning();
  return row!;
}

/** Ends every session and every half-finished sign-in of the staff member. */
export async function endStaffSessions(db: Database, adminId: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.adminId, adminId));
  await db.delete(adminTwoFactorChallenges).where(eq(adminTwoFactorChallenges.adminId, adminId));
}

/** Ends the staff member's sessions but the one of `keepTokenHash`, and any half-finished sign-in: how many ended. */
export async function endOtherStaffSessions(db: Database, adminId: string, keepTokenHash: string): Promise<number> {
  const ended = await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.adminId, adminId), ne(adminSessions.tokenHash, keepTokenHash)))
    .returning({ id: adminSessions.id });
  await db.delete(adminTwoFactorChallenges).where(eq(adminTwoFactorChallenges.adminId, adminId));
  return ended.length;
}
