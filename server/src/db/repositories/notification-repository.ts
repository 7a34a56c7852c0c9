import type { NotificationStatus } from '@protea/shared/notification-messages';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { notifications } from '../schema.js';

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotification(
  tx: Database,
  values: typeof notifications.$inferInsert,
): Promise<NotificationRow> {
  const [row] = await tx.insert(notifications).values(values).returning();
  return row!;
}

/** A message queued at most once under its `dedupeKey`: true when this call queued it, false when it was there. */
export async function insertNotificationOnce(
  db: Database,
  values: typeof notifications.$inferInsert & { dedupeKey: string },
): Promise<boolean> {
  const rows = await db
    .insert(notifications)
    .values(values)
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Which of these dedupe keys are queued already. */
export async function existingDedupeKeys(db: Database, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: notifications.dedupeKey })
    .from(notifications)
    .where(inArray(notifications.dedupeKey, keys));
  return new Set(rows.map((row) => row.key!));
}

/**
 * Claims up to `limit` messages that are due, for `leaseMs`: a message another process claimed is
 * skipped (FOR UPDATE SKIP LOCKED), and a claim whose process died runs out and is taken again.
 */
export async function claimDueNotifications(db: Database, limit: number, leaseMs: number): Promise<NotificationRow[]> {
  const result = await db.execute(sql`
    update ${notifications}
    set status = 'sending', attempts = attempts + 1, locked_until = now() + ${`${leaseMs} milliseconds`}::interval
    where id in (
      select id from ${notifications}
      where (status = 'queued' and next_attempt_at <= now())
         or (status = 'sending' and locked_until < now())
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    )
    returning id`);
  const ids = (result as unknown as { rows: Array<{ id: number | string }> }).rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  return db.select().from(notifications).where(inArray(notifications.id, ids)).orderBy(asc(notifications.id));
}

/** Only the claim that is still current (same attempt) records the outcome. */
const isCurrentClaim = (claim: { id: number; attempts: number }) =>
  and(eq(notifications.id, claim.id), eq(notifications.status, 'sending'), eq(notifications.attempts, claim.attempts));

/** A message with an expiry (a code) keeps its words only while it may still be sent. */
const wordsOnceDone = sql`case when ${notifications.expiresAt} is null then ${notifications.vars} else '{}'::jsonb end`;

/** Sent: with the gateway's name and message id when it gave one, which its delivery report will name. */
export async function markNotificationSent(
  db: Database,
  claim: { id: number; attempts: number },
  receipt?: { provider: string; messageId: string },
): Promise<void> {
  await db
    .update(notifications)
    .set({
      status: 'sent',
      sentAt: new Date(),
      vars: wordsOnceDone,
      lockedUntil: null,
      lastError: null,
      provider: receipt?.provider ?? null,
      providerMessageId: receipt?.messageId ?? null,
    })
    .where(isCurrentClaim(claim));
}

/**
 * A gateway's delivery report: the message it names turns delivered, or failed with the gateway's reason. Only a sent
 * message changes; a final state stays as the first report made it. Returns how many messages changed.
 */
export async function recordDeliveryOutcome(
  db: Database,
  report: { provider: string; messageId: string; outcome: 'delivered' | 'failed'; reason: string | null },
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set(
      report.outcome === 'delivered'
        ? { status: 'delivered', deliveredAt: new Date() }
        : { status: 'failed', lastError: (report.reason ?? 'undelivered').slice(0, 500) },
    )
    .where(
      and(
        eq(notifications.provider, report.provider),
        eq(notifications.providerMessageId, report.messageId),
        eq(notifications.status, 'sent'),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/** A failed try: due again at `retryAt`, or failed for good when there is none. */
export async function markNotificationFailed(
  db: Database,
  claim: { id: number; attempts: number },
  error: string,
  retryAt: Date | null,
) {
  const status: NotificationStatus = retryAt ? 'queued' : 'failed';
  await db
    .update(notifications)
    .set({
      status,
      lastError: error.slice(0, 500),
      lockedUntil: null,
      nextAttemptAt: retryAt ?? undefined,
      vars: retryAt ? undefined : wordsOnceDone,
    })
    .where(isCurrentClaim(claim));
}

export function listNotificationsOfCase(db: Database, caseId: string) {
  return db
    .select({
      id: notifications.id,
      channel: notifications.channel,
      status: notifications.status,
      attempts: notifications.attempts,
      sentAt: notifications.sentAt,
      lastError: notifications.lastError,
    })
    .from(notifications)
    .where(eq(notifications.caseId, caseId));
}

/** The messages sent (or queued) to a case's customer, as the customer's own copy lists them. */
export function listMessagesOfCase(db: Database, caseId: string) {
  return db
    .select({
      channel: notifications.channel,
      recipient: notifications.recipient,
      purpose: notifications.purpose,
      status: notifications.status,
      createdAt: notifications.createdAt,
      sentAt: notifications.sentAt,
    })
    .from(notifications)
    .where(eq(notifications.caseId, caseId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}
