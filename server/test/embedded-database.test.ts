import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DatabaseHandle, openDatabase, PGLITE_RANDOM_PAGE_COST, withTransaction } from '../src/db/client.js';
import { createTestDatabase } from './support/test-database.js';

describe('the embedded database', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase((await createTestDatabase('pglite')).target);
  });
  afterAll(async () => {
    await database.close();
  });

  const randomPageCost = async () => {
    // Both drivers answer db.execute with `{ rows }`.
    const { rows } = (await database.db.execute(sql`show random_page_cost`)) as {
      rows: Array<{ random_page_cost: string }>;
    };
    return Number(rows[0]?.random_page_cost);
  };

  test('plans for pages held in memory: a page read out of order costs about one read in order', async () => {
    expect(await randomPageCost()).toBe(PGLITE_RANDOM_PAGE_COST);
    expect(PGLITE_RANDOM_PAGE_COST).toBeLessThan(4);
  });

  test('keeps that setting after transactions, committed or rolled back', async () => {
    await withTransaction(database.db, (tx) => tx.execute(sql`select 1`));
    await expect(
      withTransaction(database.db, async (tx) => {
        await tx.execute(sql`set local random_page_cost = 4`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await randomPageCost()).toBe(PGLITE_RANDOM_PAGE_COST);
  });
});
