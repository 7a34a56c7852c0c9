import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../domain/app-error.js';
import type { RedisThrottleStore } from './redis-throttle-store.js';
import type { ThrottleStore } from './throttle-store.js';

export interface FallbackThrottleOptions {
  primary: RedisThrottleStore;
  fallback: ThrottleStore;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /** While on the fallback, how often Redis is asked whether it is back. */
  recheckMs: number;
}

/** How long a client is told to wait when neither store answers. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Redis while it answers, the database while it does not. A stopped Redis used to turn every staff sign-in (and every
 * other throttled call) into a 500 until it came back. The first failed call moves to the database, which then counts
 * afresh: a limit may let a few more attempts through across the switch, never lock anyone out. Redis is pinged every
 * `recheckMs` and taken back as soon as it answers. Each switch is logged once. When the database fails as well, the
 * call is answered 503 with Retry-After.
 */
export function createFallbackThrottleStore(options: FallbackThrottleOptions): ThrottleStore {
  const { primary, fallback, log, recheckMs } = options;
  let recheck: NodeJS.Timeout | undefined;
  let probing = false;

  const backToPrimary = async () => {
    if (probing) return;
    probing = true;
    try {
      await primary.ping();
    } catch {
      return;
    } finally {
      probing = false;
    }
    if (!recheck) return;
    clearInterval(recheck);
    recheck = undefined;
    log.info('Redis answers again: the throttle counts in Redis');
  };

  const toFallback = (err: unknown) => {
    if (recheck) return;
    log.warn({ err }, 'Redis does not answer: the throttle counts in the database until it is back');
    recheck = setInterval(() => void backToPrimary(), recheckMs);
    recheck.unref();
  };

  const run = async <T>(call: (store: ThrottleStore) => Promise<T>): Promise<T> => {
    if (!recheck) {
      try {
        return await call(primary);
      } catch (err) {
        toFallback(err);
      }
    }
    try {
      return await call(fallback);
    } catch {
      throw new AppError('throttle_unavailable', { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } });
    }
  };

  return {
    take: (keys, limit, windowMs) => run((store) => store.take(keys, limit, windowMs)),
    giveBack: (keys, ticket) => run((store) => store.giveBack(keys, ticket)),
    count: (key, windowMs) => run((store) => store.count(key, windowMs)),
    clear: (key) => run((store) => store.clear(key)),
    async close() {
      clearInterval(recheck);
      recheck = undefined;
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}
