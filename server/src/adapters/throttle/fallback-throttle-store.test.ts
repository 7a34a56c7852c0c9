import { afterEach, describe, expect, test, vi } from 'vitest';
import { AppError } from '../../domain/app-error.js';
import { createFallbackThrottleStore } from './fallback-throttle-store.js';
import type { RedisThrottleStore } from './redis-throttle-store.js';
import type { ThrottleStore } from './throttle-store.js';

/** A store that counts its calls and fails every one while `down`. */
function fakeStore(name: string) {
  const state = { down: false, calls: 0, pings: 0 };
  const answer = async <T>(value: T): Promise<T> => {
    state.calls++;
    if (state.down) throw new Error(`${name} is down`);
    return value;
  };
  const store: RedisThrottleStore = {
    take: () => answer({ allowed: true as const, ticket: name }),
    giveBack: () => answer(undefined),
    count: () => answer(name === 'redis' ? 1 : 2),
    clear: () => answer(undefined),
    close: async () => {},
    ping: async () => {
      state.pings++;
      if (state.down) throw new Error(`${name} is down`);
    },
  };
  return { store, state };
}

function setUp() {
  const redis = fakeStore('redis');
  const database = fakeStore('database');
  const lines: Array<{ level: 'warn' | 'info'; message: string }> = [];
  const log = {
    warn: (_: unknown, message?: string) => void lines.push({ level: 'warn', message: message ?? String(_) }),
    info: (message: unknown) => void lines.push({ level: 'info', message: String(message) }),
  } as Parameters<typeof createFallbackThrottleStore>[0]['log'];
  const sut: ThrottleStore = createFallbackThrottleStore({
    primary: redis.store,
    fallback: database.store,
    log,
    recheckMs: 20,
  });
  return { sut, redis: redis.state, database: database.state, lines };
}

describe('the throttle store with Redis and the database behind it', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('Redis counts while it answers; when it stops, the database does, and the switch is logged once', async () => {
    const { sut, redis, lines } = setUp();
    expect(await sut.take(['k'], 5, 60_000)).toEqual({ allowed: true, ticket: 'redis' });

    redis.down = true;
    for (let i = 0; i < 5; i++) expect(await sut.take(['k'], 5, 60_000)).toEqual({ allowed: true, ticket: 'database' });
    expect(await sut.count('k', 60_000)).toBe(2);

    // Only the first call after the outage tried Redis; the others went straight to the database.
    expect(redis.calls).toBe(2);
    expect(lines).toEqual([{ level: 'warn', message: expect.stringMatching(/^Redis does not answer/) }]);
    await sut.close();
  });

  test('Once Redis answers again, calls go back to it by themselves, and that is logged once', async () => {
    vi.useFakeTimers();
    const { sut, redis, lines } = setUp();
    redis.down = true;
    await sut.take(['k'], 5, 60_000);
    // Redis is asked every 20 ms.
    await vi.advanceTimersByTimeAsync(60);
    expect(redis.pings).toBe(3);

    redis.down = false;
    await vi.advanceTimersByTimeAsync(20);
    expect(lines).toHaveLength(2);
    expect(await sut.take(['k'], 5, 60_000)).toEqual({ allowed: true, ticket: 'redis' });
    expect(await sut.count('k', 60_000)).toBe(1);
    await vi.advanceTimersByTimeAsync(60);
    expect(redis.pings).toBe(4);
    expect(lines.map((line) => line.level)).toEqual(['warn', 'info']);
    expect(lines[1]!.message).toMatch(/^Redis answers again/);
    await sut.close();
  });

  test('With the database failing too, the call is refused with 503 and Retry-After, never an internal error', async () => {
    const { sut, redis, database } = setUp();
    redis.down = true;
    database.down = true;
    const refused = await sut.take(['k'], 5, 60_000).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'throttle_unavailable', statusCode: 503 });
    expect((refused as AppError).options.headers).toEqual({ 'retry-after': '5' });
    await sut.close();
  });
});
