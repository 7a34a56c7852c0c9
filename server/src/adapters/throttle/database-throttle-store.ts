import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { throttleEvents } from '../../db/schema.js';
import type { ThrottleStore } from './throttle-store.js';

export function createDatabaseThrottleStore(db: Database): ThrottleStore {
  const since = (windowMs: number) => new Date(Date.now() - windowMs);
  return {
    async record(key, windowMs) {
      await db.insert(throttleEvents).values({ key });
      await db.delete(throttleEvents).where(and(eq(throttleEvents.key, key), lt(throttleEvents.at, since(windowMs))));
    },
    async count(key, windowMs) {
      return db.$count(throttleEvents, and(eq(throttleEvents.key, key), gt(throttleEvents.at, since(windowMs))));
    },
    async clear(key) {
      await db.delete(throttleEvents).where(eq(throttleEvents.key, key));
    },
    async close() {},
  };
}
