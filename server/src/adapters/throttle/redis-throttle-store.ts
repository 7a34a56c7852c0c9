import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { ThrottleStore } from './throttle-store.js';

/** Sliding window as a sorted set of timestamps per key. */
export function createRedisThrottleStore(url: string): ThrottleStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const redisKey = (key: string) => `throttle:${key}`;
  return {
    async record(key, windowMs) {
      const now = Date.now();
      await redis
        .multi()
        .zadd(redisKey(key), now, `${now}:${randomUUID()}`)
        .zremrangebyscore(redisKey(key), 0, now - windowMs)
        .pexpire(redisKey(key), windowMs)
        .exec();
    },
    async count(key, windowMs) {
      return redis.zcount(redisKey(key), Date.now() - windowMs, '+inf');
    },
    async clear(key) {
      await redis.del(redisKey(key));
    },
    async close() {
      await redis.quit();
    },
  };
}
