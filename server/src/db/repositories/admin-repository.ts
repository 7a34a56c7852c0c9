import type { Language } from '@protea/shared/constants';
import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { Database } from '../client.js';
import { adminSessions, adminUsers } from '../schema.js';

export function findAdminByUsername(db: Database, username: string) {
  return db.query.adminUsers.findFirst({ where: eq(adminUsers.username, username) });
}

export async function countAdmins(db: Database): Promise<number> {
  return db.$count(adminUsers);
}

export async function upsertAdmin(
  db: Database,
  values: { username: string; displayName: string; passwordHash: string },
): Promise<void> {
  await db
    .insert(adminUsers)
    .values(values)
    .onConflictDoUpdate({
      target: adminUsers.username,
      // The start-up admin is the way back in: active, an administrator, with the configured password.
      set: {
        passwordHash: values.passwordHash,
        isActive: true,
        role: 'administrator',
        // The operator chose this password: it is not a temporary one.
        mustChangePassword: false,
        updatedAt: new Date(),
      },
    });
}

export async function insertSession(
  db: Database,
  values: { tokenHash: string; adminId: string; expiresAt: Date; ip: string; userAgent: string | null },
): Promise<void> {
  await db.insert(adminSessions).values(values);
}

export async function markSignedIn(db: Database, adminId: string, language: Language): Promise<void> {
  await db.update(adminUsers).set({ lastSignInAt: new Date(), language }).where(eq(adminUsers.id, adminId));
}

export async function findLiveSession(db: Database, tokenHash: string, idleSince: Date) {
  const now = new Date();
  const rows = await db
    .select({ session: adminSessions, admin: adminUsers })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminId))
    .where(
      and(
        eq(adminSessions.tokenHash, tokenHash),
        gt(adminSessions.expiresAt, now),
        gt(adminSessions.lastSeenAt, idleSince),
        eq(adminUsers.isActive, true),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function touchSession(db: Database, sessionId: string): Promise<void> {
  await db.update(adminSessions).set({ lastSeenAt: new Date() }).where(eq(adminSessions.id, sessionId));
}

export async function deleteSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
}

export async function deleteDeadSessions(db: Database, idleSince: Date): Promise<void> {
  await db
    .delete(adminSessions)
    .where(or(lt(adminSessions.expiresAt, new Date()), lt(adminSessions.lastSeenAt, idleSince)));
}
