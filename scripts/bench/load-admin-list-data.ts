import type { DatabaseHandle } from '../../server/src/db/client.js';
import { ADMIN_LIST } from './admin-list-cases.js';
import { generateApplicationsSql } from './generate-applications-sql.js';
import { queryRows } from './query-rows.js';
import type { BenchContext } from './section.js';

/**
 * Fills cases and applications the way a bulk load would: drops their secondary indexes, inserts with INSERT ... SELECT
 * generate_series, builds the indexes again from their own definitions (pg_get_indexdef), then gathers statistics.
 * BENCH_ADMIN_LIST_WITHOUT=name,name leaves those indexes out, to compare plans without them.
 */
export async function loadAdminListData(handle: DatabaseHandle, context: BenchContext): Promise<string> {
  const { sql } = await import('drizzle-orm');
  const indexes = await queryRows<{ name: string; definition: string }>(
    handle.db,
    sql`
    SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
    WHERE i.indrelid IN ('cases'::regclass, 'applications'::regclass)
      AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`,
  );
  const without = new Set((process.env.BENCH_ADMIN_LIST_WITHOUT ?? '').split(',').filter(Boolean));
  const unknown = [...without].filter((name) => !indexes.some((index) => index.name === name));
  if (unknown.length > 0)
    throw new Error(`BENCH_ADMIN_LIST_WITHOUT names no index of cases or applications: ${unknown.join(', ')}`);
  for (const index of indexes) await handle.db.execute(sql.raw(`DROP INDEX "${index.name}"`));

  let startedAt = performance.now();
  for (let from = 1; from <= ADMIN_LIST.rows; from += ADMIN_LIST.insertBatch) {
    context.progress(`${handle.kind}: inserting applications ${from.toLocaleString('en-US')}..`);
    await handle.db.execute(
      sql.raw(generateApplicationsSql(from, Math.min(ADMIN_LIST.rows, from + ADMIN_LIST.insertBatch - 1))),
    );
  }
  const insertSeconds = (performance.now() - startedAt) / 1000;

  startedAt = performance.now();
  for (const index of indexes) if (!without.has(index.name)) await handle.db.execute(sql.raw(index.definition));
  const indexSeconds = (performance.now() - startedAt) / 1000;
  // PostgreSQL's autovacuum would soon vacuum the loaded table (and could do it mid-measurement); PGlite has no
  // autovacuum, so it gets the statistics only and its visibility map stays unset, as in a real data directory.
  const maintenance = handle.kind === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE';
  await handle.db.execute(sql.raw(`${maintenance} cases`));
  await handle.db.execute(sql.raw(`${maintenance} applications`));
  const skipped = indexes.filter((index) => without.has(index.name)).map((index) => index.name);
  return (
    `inserted in ${insertSeconds.toFixed(1)} s, ${indexes.length - skipped.length} secondary indexes built in ` +
    `${indexSeconds.toFixed(1)} s, then ${maintenance}` +
    (skipped.length > 0 ? `; left out (BENCH_ADMIN_LIST_WITHOUT): ${skipped.join(', ')}` : '')
  );
}
