import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { verificationCodes } from '../schema.js';

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;

export async function insertVerificationCode(
  db: Database,
  values: typeof verificationCodes.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(verificationCodes).values(values).returning({ id: verificationCodes.id });
  return row!.id;
}

export async function deleteVerificationCode(db: Database, id: string): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
}

/** The latest code for the case sent to that phone: a holder's codes and the requester's never stand in each other's way. */
export async function findLatestCode(
  db: Database,
  caseId: string,
  phone: string,
): Promise<VerificationCodeRow | undefined> {
  const rows = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.caseId, caseId), eq(verificationCodes.phone, phone)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return rows[0];
}

export function countCodesSentSince(db: Database, phone: string, since: Date): Promise<number> {
  return db.$count(verificationCodes, and(eq(verificationCodes.phone, phone), gt(verificationCodes.createdAt, since)));
}

/**
 * Takes one try of a live code atomically, before the code is compared, so concurrent guesses
 * cannot get past the limit. No row: the code is used up or out of tries.
 */
export async function takeAttempt(db: Database, id: string, maxAttempts: number): Promise<number | undefined> {
  const rows = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.attempts, maxAttempts),
      ),
    )
    .returning({ attempts: verificationCodes.attempts });
  return rows[0]?.attempts;
}

/** Marks the code used; false when another request used it first. */
export async function consumeCode(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

/**
 * Serialises code requests for one phone number until the transaction ends, so the cooldown and the
 * hourly limit are checked and the new code recorded as one step, whatever arrives in parallel.
 */
export async function lockPhoneForCodes(tx: Database, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`verification-code:${phone}`}))`);
}
