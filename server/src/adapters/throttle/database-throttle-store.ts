import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.js';
import {
  countThrottleEvents,
  deleteThrottleEvents,
  deleteThrottleTicket,
  insertThrottleEvents,
  lockThrottleKeys,
  throttleWindow,
} from '../../db/repositories/throttle-repository.js';
import type { ThrottleStore } from './throttle-store.js';

export function createDatabaseThrottleStore(db: Database): ThrottleStore {
  const since = (windowMs: number) => new Date(Date.now() - windowMs);
  return {
    take: (keys, limit, windowMs) =>
      db.transaction(async (tx) => {
        await lockThrottleKeys(tx, keys);
        let retryAfterMs = 0;
        for (const key of keys) {
          const { count, oldest } = await throttleWindow(tx, key, since(windowMs));
          if (count >= limit) {
            const freeAt = (oldest?.getTime() ?? Date.now()) + windowMs;
            retryAfterMs = Math.max(retryAfterMs, freeAt - Date.now(), 1000);
          }
        }
        if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
        const ticket = randomUUID();
        await insertThrottleEvents(tx, keys, ticket);
        return { allowed: true, ticket };
      }),
    giveBack: (keys, ticket) => deleteThrottleTicket(db, keys, ticket),
    count: (key, windowMs) => countThrottleEvents(db, key, since(windowMs)),
    clear: (key) => deleteThrottleEvents(db, key),
    async close() {},
  };
}
