import type { SQL } from 'drizzle-orm';
import type { Database } from '../../server/src/db/client.js';
import { queryRows } from './query-rows.js';

export interface CapturedStatement {
  text: string;
  params: unknown[];
}

type Query = string | { text: string; values?: unknown[] };

/** The statements `call` sends through a node-postgres drizzle whose client `answer`s each one. */
async function recordThrough(
  answer: (query: Query, params?: unknown[]) => Promise<unknown>,
  call: (db: Database) => Promise<unknown>,
): Promise<CapturedStatement[]> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const statements: CapturedStatement[] = [];
  const recorder = {
    query: (query: Query, params?: unknown[]) => {
      const text = typeof query === 'string' ? query : query.text;
      statements.push({ text, params: params ?? (typeof query === 'string' ? [] : (query.values ?? [])) });
      return answer(query, params);
    },
  };
  await call(drizzle(recorder as never) as unknown as Database);
  return statements;
}

/** The SQL and parameters a repository call sends, recorded by a node-postgres drizzle over a client that answers nothing. */
export function captureStatements(call: (db: Database) => Promise<unknown>): Promise<CapturedStatement[]> {
  return recordThrough(async () => ({ rows: [], fields: [] }), call);
}

/**
 * The SQL and parameters a repository call sends to the database at `url`, which answers them: unlike
 * captureStatements, the call takes the branches real answers lead to (a search counted as "more than 100").
 */
export async function recordStatements(
  url: string,
  call: (db: Database) => Promise<unknown>,
): Promise<CapturedStatement[]> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await recordThrough((query, params) => client.query(query as never, params as never), call);
  } finally {
    await client.end();
  }
}

/** Each statement's scans (as planScans names them) and the time EXPLAIN ANALYZE took to run it, one line each. */
export async function planSummaries(db: Database, statements: CapturedStatement[]): Promise<string[]> {
  const summaries: string[] = [];
  for (const statement of statements) {
    const plan = await explain(db, 'ANALYZE, COSTS', statement);
    const time = plan.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '?';
    summaries.push(`${scansOf(plan)} (${time})`);
  }
  return summaries;
}

/** The captured statement with its $n placeholders bound again as drizzle parameters, prefixed by `prefix`. */
async function boundStatement(prefix: string, { text, params }: CapturedStatement): Promise<SQL> {
  const { sql } = await import('drizzle-orm');
  const parts = text.split(/\$(\d+)/);
  return sql.join([
    sql.raw(prefix),
    ...parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`)),
  ]);
}

async function explain(db: Database, options: string, statement: CapturedStatement): Promise<string[]> {
  const rows = await queryRows<Record<string, unknown>>(db, await boundStatement(`EXPLAIN (${options}) `, statement));
  return rows.map((row) => String(row['QUERY PLAN']));
}

/** The plan's scan nodes in order, index names but primary keys without their table (cases_, applications_, terminations_) and _idx: "index created (backward)", "bitmap a + b". */
export async function planScans(db: Database, statement: CapturedStatement): Promise<string> {
  return scansOf(await explain(db, 'COSTS OFF', statement));
}

/** The scan nodes of an EXPLAIN's lines, named as planScans says. */
function scansOf(plan: string[]): string {
  const scans: string[] = [];
  for (const line of plan) {
    const match =
      /(Seq Scan|Index Only Scan|Index Scan Backward|Index Scan|Bitmap Index Scan) (?:using (\S+) )?on (\S+)/.exec(
        line,
      );
    if (!match) continue;
    const [, kind = '', using, on = ''] = match;
    const name = using ?? on;
    const index = name.endsWith('_pkey')
      ? name
      : name.replace(/^(cases|applications|terminations)_/, '').replace(/_idx$/, '');
    const previous = scans.at(-1);
    if (kind === 'Seq Scan') scans.push(`seq scan ${on}`);
    else if (kind === 'Bitmap Index Scan' && previous?.startsWith('bitmap '))
      scans[scans.length - 1] = `${previous} + ${index}`;
    else if (kind === 'Bitmap Index Scan') scans.push(`bitmap ${index}`);
    else if (kind === 'Index Only Scan') scans.push(`index-only ${index}`);
    else scans.push(`index ${index}${kind === 'Index Scan Backward' ? ' (backward)' : ''}`);
  }
  return scans.join(', ') || '(no scan)';
}

/** EXPLAIN ANALYZE of each statement to stderr (BENCH_ADMIN_LIST_PLANS=1). */
export async function printPlans(db: Database, label: string, statements: CapturedStatement[]): Promise<void> {
  for (const [index, statement] of statements.entries()) {
    const plan = await explain(db, 'ANALYZE, COSTS OFF', statement);
    const heading = `${label}, statement ${index + 1} of ${statements.length}`;
    console.error(`\n-- ${heading}\n${statement.text}\n${plan.join('\n')}`);
  }
}
