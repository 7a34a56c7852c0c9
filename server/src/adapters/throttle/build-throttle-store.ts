import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import { createDatabaseThrottleStore } from './database-throttle-store.js';
import { createFallbackThrottleStore } from './fallback-throttle-store.js';
import { createRedisThrottleStore } from './redis-throttle-store.js';
import type { ThrottleStore } from './throttle-store.js';

/** Redis when REDIS_URL is set, with the database standing in while Redis is away; else the database alone. */
export function buildThrottleStore(
  config: Pick<Config, 'REDIS_URL' | 'REDIS_TIMEOUT_MS' | 'REDIS_RECHECK_MS'>,
  db: Database,
  log: FastifyBaseLogger,
): ThrottleStore {
  const database = createDatabaseThrottleStore(db);
  if (!config.REDIS_URL) return database;
  return createFallbackThrottleStore({
    primary: createRedisThrottleStore(config.REDIS_URL, {
      timeoutMs: config.REDIS_TIMEOUT_MS,
      reconnectMaxMs: config.REDIS_RECHECK_MS,
    }),
    fallback: database,
    log,
    recheckMs: config.REDIS_RECHECK_MS,
  });
}
