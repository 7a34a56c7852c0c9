import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { DATABASES } from './support/test-server.js';

/**
 * Issue 40: a connection cut just as a transaction begins. drizzle-orm sends BEGIN before its try/finally, so a BEGIN
 * that failed never released its client: each was lost to the pool, and `close()` (pool.end) waited for it for ever.
 */
describe.each(DATABASES.filter((kind) => kind === 'postgres'))(
  'the PostgreSQL pool when a connection is cut, on %s',
  (kind) => {
    let database: TestDatabase;
    let handle: DatabaseHandle;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
      handle = await openDatabase(database.target);
    });
    afterAll(async () => {
      await database?.drop();
    });

    test('a transaction whose BEGIN meets a cut connection fails, gives its client back, and the pool still closes', async () => {
      const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
      await handle.db.execute(sql`select 1`);
      // The connection is cut the moment the transaction borrows its client, before BEGIN goes out.
      const cut = (client: pg.PoolClient) =>
        (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      pool.once('acquire', cut);
      await expect(handle.db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();

      // The pool works on with a new connection, and holds no client borrowed for ever.
      const { rows } = (await handle.db.execute(sql`select 2 as two`)) as unknown as { rows: Array<{ two: number }> };
      expect(rows).toEqual([{ two: 2 }]);
      await expect.poll(() => pool.totalCount - pool.idleCount).toBe(0);
      await handle.close();
    });
  },
);
