import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ThrottleStore } from './throttle-store.js';

export interface RedisThrottleOptions {
  /** How long one command, or a connection, may take before it fails (then the database stands in). */
  timeoutMs: number;
  /** The longest wait between two tries to reconnect, so a Redis that is back is found soon. */
  reconnectMaxMs: number;
}

/** The Redis store, which can also say whether Redis answers now. */
export interface RedisThrottleStore extends ThrottleStore {
  ping(): Promise<void>;
}

/**
 * Checks every key and, only when none is full, adds the attempt to each: one script, so Redis runs
 * it as one atomic step. Returns 0 and the milliseconds until a slot frees, or 1 when taken.
 */
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
local wait = 0
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, 0, now - window)
  if redis.call('ZCARD', key) >= limit then
    local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
    local free = tonumber(oldest[2]) + window - now
    if free > wait then wait = free end
  end
end
if wait > 0 then return {0, math.max(wait, 1000)} end
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[4])
  redis.call('PEXPIRE', key, window)
end
return {1, 0}`;

/** Sliding window as a sorted set of timestamps per key. */
export function createRedisThrottleStore(
  url: string,
  options: RedisThrottleOptions = { timeoutMs: 1000, reconnectMaxMs: 2000 },
): RedisThrottleStore {
  // ioredis is loaded (and connects) as the store is made, without holding up the start: only a process with REDIS_URL
  // loads it at all. Every call waits for it; one that fails to load fails every call, never the process.
  const connection: Promise<Redis> = import('ioredis').then(({ Redis }) => {
    const redis = new Redis(url, {
      lazyConnect: false,
      // A call fails within the timeout while Redis is away (fallback-throttle-store.ts then asks the database),
      // rather than waiting in the offline queue for a reconnection that may not come.
      maxRetriesPerRequest: 1,
      connectTimeout: options.timeoutMs,
      commandTimeout: options.timeoutMs,
      retryStrategy: (times) => Math.min(times * 100, options.reconnectMaxMs),
    });
    // Without a listener ioredis prints every failed reconnection; the fallback store logs the outage once.
    redis.on('error', () => {});
    return redis;
  });
  connection.catch(() => {});
  const redisKey = (key: string) => `throttle:${key}`;
  return {
    async take(keys, limit, windowMs) {
      const ticket = `${Date.now()}:${randomUUID()}`;
      const redis = await connection;
      const [taken, wait] = (await redis.eval(
        TAKE_SCRIPT,
        keys.length,
        ...keys.map(redisKey),
        Date.now(),
        windowMs,
        limit,
        ticket,
      )) as [number, number];
      return taken === 1 ? { allowed: true, ticket } : { allowed: false, retryAfterMs: wait };
    },
    async giveBack(keys, ticket) {
      const redis = await connection;
      await Promise.all(keys.map((key) => redis.zrem(redisKey(key), ticket)));
    },
    async count(key, windowMs) {
      return (await connection).zcount(redisKey(key), Date.now() - windowMs, '+inf');
    },
    async clear(key) {
      await (await connection).del(redisKey(key));
    },
    async ping() {
      await (await connection).ping();
    },
    async close() {
      const redis = await connection.catch(() => null);
      // QUIT waits for an answer a Redis that is away never gives.
      if (redis?.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis?.disconnect();
    },
  };
}
