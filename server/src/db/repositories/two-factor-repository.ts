import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { adminRecoveryCodes, adminTwoFactorChallenges, adminUsers } from '../schema.js';

/** Keeps a new secret aside until a code from it turns two-factor sign-in on. */
export async function storePendingTotpSecret(db: Database, adminId: string, sealedSecret: string): Promise<void> {
  await db
    .update(adminUsers)
    .set({ totpSecret: sealedSecret, totpEnabledAt: null, totpLastUsedStep: null, updatedAt: new Date() })
    .where(eq(adminUsers.id, adminId));
}

/** Turns two-factor on unless it already is (two enables at once: one wins). */
export async function markTotpEnabled(db: Database, adminId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(adminUsers)
    .set({ totpEnabledAt: new Date(), totpLastUsedStep: step, updatedAt: new Date() })
    .where(and(eq(adminUsers.id, adminId), isNull(adminUsers.totpEnabledAt)))
    .returning({ id: adminUsers.id });
  return rows.length === 1;
}

/** Turns two-factor off and forgets the secret, the recovery codes and any half-finished sign-in. */
export async function clearTwoFactor(db: Database, adminId: string): Promise<void> {
  await db
    .update(adminUsers)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastUsedStep: null, updatedAt: new Date() })
    .where(eq(adminUsers.id, adminId));
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  await db.delete(adminTwoFactorChallenges).where(eq(adminTwoFactorChallenges.adminId, adminId));
}

/**
 * Records `step` as used when it is later than the last one used: one atomic update, so of two sign-ins with the
 * same code at once only one gets true. A replayed or older code gets false.
 */
export async function useTotpStep(db: Database, adminId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(adminUsers)
    .set({ totpLastUsedStep: step })
    .where(
      and(eq(adminUsers.id, adminId), or(isNull(adminUsers.totpLastUsedStep), lt(adminUsers.totpLastUsedStep, step))),
    )
    .returning({ id: adminUsers.id });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(db: Database, adminId: string, codeHashes: string[]): Promise<void> {
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  await db.insert(adminRecoveryCodes).values(codeHashes.map((codeHash) => ({ adminId, codeHash })));
}

/** Marks the code used if it is the staff member's and unused: true for exactly one caller, however many at once. */
export async function useRecoveryCode(db: Database, adminId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(adminRecoveryCodes.adminId, adminId),
        eq(adminRecoveryCodes.codeHash, codeHash),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return rows.length > 0;
}

export function countUnusedRecoveryCodes(db: Database, adminId: string): Promise<number> {
  return db.$count(adminRecoveryCodes, and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)));
}

export async function insertChallenge(
  db: Database,
  values: { tokenHash: string; adminId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(adminTwoFactorChallenges).values(values);
}

export async function findLiveChallenge(db: Database, tokenHash: string) {
  const [row] = await db
    .select()
    .from(adminTwoFactorChallenges)
    .where(and(eq(adminTwoFactorChallenges.tokenHash, tokenHash), gt(adminTwoFactorChallenges.expiresAt, new Date())))
    .limit(1);
  return row;
}

/** Counts a try against the challenge unless it has had `max` already; false when it is spent (or gone). */
export async function countChallengeAttempt(db: Database, id: string, max: number): Promise<boolean> {
  const rows = await db
    .update(adminTwoFactorChallenges)
    .set({ attempts: sql`${adminTwoFactorChallenges.attempts} + 1` })
    .where(and(eq(adminTwoFactorChallenges.id, id), lt(adminTwoFactorChallenges.attempts, max)))
    .returning({ id: adminTwoFactorChallenges.id });
  return rows.length === 1;
}

/** Deletes the challenge; true for the one caller that deleted it. */
export async function deleteChallenge(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .delete(adminTwoFactorChallenges)
    .where(eq(adminTwoFactorChallenges.id, id))
    .returning({ id: adminTwoFactorChallenges.id });
  return rows.length === 1;
}

export async function deleteDeadChallenges(db: Database): Promise<void> {
  await db.delete(adminTwoFactorChallenges).where(lt(adminTwoFactorChallenges.expiresAt, new Date()));
}
