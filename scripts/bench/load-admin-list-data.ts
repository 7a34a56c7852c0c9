import type { DatabaseHandle } from '../../server/src/db/client.js';
import { ADMIN_LIST } from './admin-list-cases.js';
import { GENERATED_APPLICATIONS } from './generate-applications-sql.js';
import { type GeneratedCases, generateCasesSql } from './generate-cases-sql.js';
import { GENERATED_TERMINATIONS } from './generate-terminations-sql.js';
import { queryRows } from './query-rows.js';
import type { BenchContext } from './section.js';

/** What the admin list sections load, side by side in one database as in production: ADMIN_LIST.rows of each. */
const LOADED: ReadonlyArray<{ noun: string; cases: GeneratedCases }> = [
  { noun: 'applications', cases: GENERATED_APPLICATIONS },
  { noun: 'terminations', cases: GENERATED_TERMINATIONS },
];
const TABLES = ['cases', 'applications', 'terminations'];

/**
 * Fills cases, applications and terminations the way a bulk load would: drops their secondary indexes, inserts with
 * INSERT ... SELECT generate_series, builds the indexes again from their own definitions (pg_get_indexdef), then
 * gathers statistics. BENCH_ADMIN_LIST_WITHOUT=name,name leaves those indexes out, to compare plans without them.
 */
export async function loadAdminListData(
  handle: DatabaseHandle,
  context: BenchContext,
  rows: number = ADMIN_LIST.rows,
): Promise<string> {
  const { sql } = await import('drizzle-orm');
  const tables = sql.raw(TABLES.map((table) => `'${table}'::regclass`).join(', '));
  const indexes = await queryRows<{ name: string; definition: string }>(
    handle.db,
    sql`
    SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
    WHERE i.indrelid IN (${tables})
      AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`,
  );
  const without = new Set((process.env.BENCH_ADMIN_LIST_WITHOUT ?? '').split(',').filter(Boolean));
  const unknown = [...without].filter((name) => !indexes.some((index) => index.name === name));
  if (unknown.length > 0)
    throw new Error(`BENCH_ADMIN_LIST_WITHOUT names no index of ${TABLES.join(', ')}: ${unknown.join(', ')}`);
  for (const index of indexes) await handle.db.execute(sql.raw(`DROP INDEX "${index.name}"`));

  // Batch by batch, the kinds in turn, so the table holds them interleaved as requests arrive in production (a
  // table holding every application before every termination made a scan for terminations read a million rows first).
  const insertSeconds = LOADED.map(() => 0);
  for (let from = 1; from <= rows; from += ADMIN_LIST.insertBatch) {
    const to = Math.min(rows, from + ADMIN_LIST.insertBatch - 1);
    for (const [index, { noun, cases }] of LOADED.entries()) {
      context.progress(`${handle.kind}: inserting ${noun} ${from.toLocaleString('en-US')}..`);
      const startedAt = performance.now();
      await handle.db.execute(sql.raw(generateCasesSql(cases, from, to)));
      insertSeconds[index]! += (performance.now() - startedAt) / 1000;
    }
  }
  const inserted = LOADED.map(({ noun }, index) => `${noun} in ${insertSeconds[index]!.toFixed(1)} s`);

  const startedAt = performance.now();
  for (const index of indexes) if (!without.has(index.name)) await handle.db.execute(sql.raw(index.definition));
  const indexSeconds = (performance.now() - startedAt) / 1000;
  // PostgreSQL's autovacuum would soon vacuum the loaded tables (and could do it mid-measurement); PGlite has no
  // autovacuum, so it gets the statistics only and its visibility map stays unset, as in a real data directory.
  const maintenance = handle.kind === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE';
  for (const table of TABLES) await handle.db.execute(sql.raw(`${maintenance} ${table}`));
  const skipped = indexes.filter((index) => without.has(index.name)).map((index) => index.name);
  return (
    `inserted ${inserted.join(' and ')}, ${indexes.length - skipped.length} secondary indexes built in ` +
    `${indexSeconds.toFixed(1)} s, then ${maintenance}` +
    (skipped.length > 0 ? `; left out (BENCH_ADMIN_LIST_WITHOUT): ${skipped.join(', ')}` : '')
  );
}
