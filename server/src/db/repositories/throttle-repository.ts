import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../client.js';
import { throttleEvents } from '../schema.js';

export async function insertThrottleEvent(db: Database, key: string): Promise<void> {
  await db.insert(throttleEvents).values({ key });
}

export function countThrottleEvents(db: Database, key: string, since: Date): Promise<number> {
  return db.$count(throttleEvents, and(eq(throttleEvents.key, key), gt(throttleEvents.at, since)));
}

export async function deleteThrottleEvents(db: Database, key: string, before?: Date): Promise<void> {
  await db
    .delete(throttleEvents)
    .where(before ? and(eq(throttleEvents.key, key), lt(throttleEvents.at, before)) : eq(throttleEvents.key, key));
}

export async function deleteThrottleEventsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(throttleEvents).where(lt(throttleEvents.at, before));
}
