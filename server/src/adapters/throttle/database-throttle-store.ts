import type { Database } from '../../db/client.js';
import {
  countThrottleEvents,
  deleteThrottleEvents,
  insertThrottleEvent,
} from '../../db/repositories/throttle-repository.js';
import type { ThrottleStore } from './throttle-store.js';

export function createDatabaseThrottleStore(db: Database): ThrottleStore {
  const since = (windowMs: number) => new Date(Date.now() - windowMs);
  return {
    async record(key, windowMs) {
      await insertThrottleEvent(db, key);
      await deleteThrottleEvents(db, key, since(windowMs));
    },
    count: (key, windowMs) => countThrottleEvents(db, key, since(windowMs)),
    clear: (key) => deleteThrottleEvents(db, key),
    async close() {},
  };
}
