import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { throttleEvents } from '../schema.js';

/** Holds the keys' locks until the transaction ends; sorted, so two takers never wait on each other in a circle. */
export async function lockThrottleKeys(tx: Database, keys: readonly string[]): Promise<void> {
  for (const key of [...keys].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`throttle:${key}`}))`);
  }
}

/** How many events the key has since `since`, and the oldest of them. */
export async function throttleWindow(db: Database, key: string, since: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<Date | string | null>`min(${throttleEvents.at})` })
    .from(throttleEvents)
    .where(and(eq(throttleEvents.key, key), sql`${throttleEvents.at} > ${since.toISOString()}`));
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function insertThrottleEvents(db: Database, keys: readonly string[], ticket: string): Promise<void> {
  await db.insert(throttleEvents).values(keys.map((key) => ({ key, ticket })));
}

export async function deleteThrottleTicket(db: Database, keys: readonly string[], ticket: string): Promise<void> {
  await db.delete(throttleEvents).where(and(inArray(throttleEvents.key, [...keys]), eq(throttleEvents.ticket, ticket)));
}

export function countThrottleEvents(db: Database, key: string, since: Date): Promise<number> {
  return db.$count(
    throttleEvents,
    and(eq(throttleEvents.key, key), sql`${throttleEvents.at} > ${since.toISOString()}`),
  );
}

export async function deleteThrottleEvents(db: Database, key: string): Promise<void> {
  await db.delete(throttleEvents).where(eq(throttleEvents.key, key));
}

export async function deleteThrottleEventsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(throttleEvents).where(lt(throttleEvents.at, before));
}
