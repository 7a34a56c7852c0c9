import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '../../server/src/db/client.js';
import { ADMIN_LIST } from './admin-list-cases.js';
import { errorMessage } from './error-message.js';
import { loadAdminListData } from './load-admin-list-data.js';
import type { BenchContext } from './section.js';
import { TIMEOUTS } from './timeouts.js';
import { redactUrl } from './units.js';

export interface AdminListTarget {
  label: string;
  /** The database, migrated and loaded on first use, then shared by the admin list sections; the cleanup closes it. */
  loaded(): Promise<{ handle: DatabaseHandle; setup: string }>;
}

const targetsOfRun = new WeakMap<BenchContext, Promise<{ targets: AdminListTarget[]; notes: string[] }>>();

/** The databases every admin list section measures on: loaded once per run, with applications and terminations. */
export function adminListTargets(context: BenchContext): Promise<{ targets: AdminListTarget[]; notes: string[] }> {
  let found = targetsOfRun.get(context);
  if (!found) {
    found = findTargets(context);
    targetsOfRun.set(context, found);
  }
  return found;
}

/** Opens (registering its disposal first), migrates and loads; a failure is kept, so later sections report it too. */
function loadedOnce(label: string, open: () => Promise<DatabaseHandle>, context: BenchContext): AdminListTarget {
  let loaded: Promise<{ handle: DatabaseHandle; setup: string }> | undefined;
  const load = async () => {
    context.progress(`admin lists: loading ${label}`);
    const handle = await open();
    await handle.migrate();
    return { handle, setup: await loadAdminListData(handle, context) };
  };
  return { label, loaded: () => (loaded ??= load()) };
}

/** Runs one statement at a time on the PostgreSQL server at `url` (CREATE and DROP DATABASE), a connection each. */
export function postgresStatementRunner(url: string) {
  return async (statement: string) => {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: TIMEOUTS.requestMs });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
}

/** PGlite in a temporary directory, and a throwaway PostgreSQL database when a server answers. */
async function findTargets(context: BenchContext): Promise<{ targets: AdminListTarget[]; notes: string[] }> {
  const { openDatabase } = await import('../../server/src/db/client.js');
  const targets: AdminListTarget[] = [
    loadedOnce(
      'PGlite',
      async () => {
        const dataDir = await mkdtemp(path.join(tmpdir(), 'protea-bench-list-'));
        let handle: DatabaseHandle | undefined;
        context.cleanup.add(async () => {
          try {
            await handle?.close();
          } finally {
            await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
          }
        });
        handle = await openDatabase({ dataDir });
        return handle;
      },
      context,
    ),
  ];
  const notes: string[] = [];
  const explicitUrl = process.env.BENCH_DATABASE_URL;
  const adminUrl = explicitUrl || ADMIN_LIST.defaultPostgresUrl;
  const runOnAdmin = postgresStatementRunner(adminUrl);
  try {
    await runOnAdmin('SELECT 1');
  } catch (error) {
    // Without BENCH_DATABASE_URL, PostgreSQL is a bonus: say so and measure PGlite alone. With it, opening the
    // database below fails again and the section reports PostgreSQL as not measured (a failed check).
    if (!explicitUrl) {
      notes.push(`PostgreSQL not measured: ${redactUrl(adminUrl)} not reachable (${errorMessage(error)}).`);
      return { targets, notes };
    }
  }
  targets.push(
    loadedOnce(
      'PostgreSQL',
      async () => {
        const name = `pm_bench_${randomBytes(6).toString('hex')}`;
        await runOnAdmin(`CREATE DATABASE ${name}`);
        let handle: DatabaseHandle | undefined;
        context.cleanup.add(async () => {
          try {
            await handle?.close();
          } finally {
            await runOnAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          }
        });
        const url = new URL(adminUrl);
        url.pathname = `/${name}`;
        handle = await openDatabase({ url: url.toString() });
        return handle;
      },
      context,
    ),
  );
  notes.push(`PostgreSQL: a throwaway database on ${redactUrl(adminUrl)}, dropped at the end.`);
  return { targets, notes };
}
