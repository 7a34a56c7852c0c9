import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { createTestDatabase } from '../../../test/support/test-database.js';
import { type DatabaseHandle, openDatabase } from '../../db/client.js';
import { createDatabaseThrottleStore } from './database-throttle-store.js';
import { createRedisThrottleStore } from './redis-throttle-store.js';
import type { ThrottleStore } from './throttle-store.js';

const stores: Array<[string, () => Promise<{ sut: ThrottleStore; close: () => Promise<void> }>]> = [
  [
    'database',
    async () => {
      const database: DatabaseHandle = await openDatabase((await createTestDatabase('pglite')).target);
      // A no-op on the template's copy, unless a migration was added since the run began (watch mode).
      await database.migrate();
      return { sut: createDatabaseThrottleStore(database.db), close: () => database.close() };
    },
  ],
];
if (process.env.TEST_REDIS_URL) {
  const url = process.env.TEST_REDIS_URL;
  stores.push([
    'redis',
    async () => {
      const sut = createRedisThrottleStore(url);
      return { sut, close: () => sut.close() };
    },
  ]);
}

describe.each(stores)('%s throttle store', (_name, open) => {
  let sut: ThrottleStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ sut, close } = await open());
  });
  afterAll(async () => {
    await close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('counts attempts per key within the window and clears them', async () => {
    const key = `test:${randomUUID()}`;
    const other = `test:${randomUUID()}`;
    expect((await sut.take([key], 10, 60_000)).allowed).toBe(true);
    expect((await sut.take([key, other], 10, 60_000)).allowed).toBe(true);
    expect(await sut.count(key, 60_000)).toBe(2);
    expect(await sut.count(other, 60_000)).toBe(1);
    await sut.clear(key);
    expect(await sut.count(key, 60_000)).toBe(0);
    expect(await sut.count(other, 60_000)).toBe(1);
  });

  test('attempts older than the window no longer count', async () => {
    const key = `test:${randomUUID()}`;
    await sut.take([key], 10, 60_000);
    // A second on (the stores read the window's start from Date): past a 10 ms window, within a minute's.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 1000);
    expect(await sut.count(key, 10)).toBe(0);
    expect(await sut.count(key, 60_000)).toBe(1);
  });

  test('fifty attempts at once: exactly the limit are let through, the rest learn when to come back', async () => {
    const user = `test:user:${randomUUID()}`;
    const address = `test:ip:${randomUUID()}`;
    const started = Date.now();
    const results = await Promise.all(Array.from({ length: 50 }, () => sut.take([user, address], 5, 60_000)));
    // The first attempt let through was recorded no earlier than `started`, and each refusal was answered no later
    // than now: the wait is the rest of its window (a second's leeway for the database's clock), however busy the
    // machine was meanwhile.
    const elapsed = Date.now() - started;
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    for (const refused of results.filter((r) => !r.allowed)) {
      expect(refused.allowed === false && refused.retryAfterMs).toBeGreaterThan(60_000 - elapsed - 1_000);
      expect(refused.allowed === false && refused.retryAfterMs).toBeLessThanOrEqual(60_000);
    }
    expect(await sut.count(user, 60_000)).toBe(5);
    expect(await sut.count(address, 60_000)).toBe(5);
  });

  test('a key at its limit refuses the attempt for every key, and counts it against none', async () => {
    const full = `test:${randomUUID()}`;
    const free = `test:${randomUUID()}`;
    await sut.take([full], 1, 60_000);
    expect((await sut.take([free, full], 1, 60_000)).allowed).toBe(false);
    expect(await sut.count(free, 60_000)).toBe(0);
  });

  test('an attempt given back no longer counts', async () => {
    const key = `test:${randomUUID()}`;
    const first = await sut.take([key], 2, 60_000);
    await sut.take([key], 2, 60_000);
    if (!first.allowed) throw new Error('the first attempt was refused');
    await sut.giveBack([key], first.ticket);
    expect(await sut.count(key, 60_000)).toBe(1);
    expect((await sut.take([key], 2, 60_000)).allowed).toBe(true);
  });
});
