import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
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

  test('counts events per key within the window and clears them', async () => {
    const key = `test:${randomUUID()}`;
    const other = `test:${randomUUID()}`;
    await sut.record(key, 60_000);
    await sut.record(key, 60_000);
    await sut.record(other, 60_000);
    expect(await sut.count(key, 60_000)).toBe(2);
    expect(await sut.count(other, 60_000)).toBe(1);
    await sut.clear(key);
    expect(await sut.count(key, 60_000)).toBe(0);
    expect(await sut.count(other, 60_000)).toBe(1);
  });

  test('events older than the window no longer count', async () => {
    const key = `test:${randomUUID()}`;
    await sut.record(key, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await sut.count(key, 10)).toBe(0);
    expect(await sut.count(key, 60_000)).toBe(1);
  });
});
