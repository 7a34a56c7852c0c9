import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '../../server/src/db/client.js';
import { ADMIN_LIST } from './admin-list-cases.js';
import { errorMessage } from './error-message.js';
import type { BenchContext } from './section.js';
import { TIMEOUTS } from './timeouts.js';
import { redactUrl } from './units.js';

export interface AdminListTarget {
  label: string;
  open(): Promise<{ handle: DatabaseHandle; dispose(): Promise<void> }>;
}

/** PGlite in a temporary directory, and a throwaway PostgreSQL database when a server answers. */
export async function adminListTargets(
  context: BenchContext,
): Promise<{ targets: AdminListTarget[]; notes: string[] }> {
  const { openDatabase } = await import('../../server/src/db/client.js');
  const targets: AdminListTarget[] = [
    {
      label: 'PGlite',
      open: async () => {
        const dataDir = await mkdtemp(path.join(tmpdir(), 'protea-bench-list-'));
        const remove = () => rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
        context.cleanup.add(remove);
        const handle = await openDatabase({ dataDir });
        return { handle, dispose: () => handle.close().finally(remove) };
      },
    },
  ];
  const notes: string[] = [];
  const explicitUrl = process.env.BENCH_DATABASE_URL;
  const adminUrl = explicitUrl || ADMIN_LIST.defaultPostgresUrl;
  const { default: pg } = await import('pg');
  const runOnAdmin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: TIMEOUTS.requestMs });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
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
  targets.push({
    label: 'PostgreSQL',
    open: async () => {
      const name = `pm_bench_${randomBytes(6).toString('hex')}`;
      await runOnAdmin(`CREATE DATABASE ${name}`);
      const drop = () => runOnAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      context.cleanup.add(drop);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ url: url.toString() });
      return { handle, dispose: () => handle.close().finally(drop) };
    },
  });
  notes.push(`PostgreSQL: a throwaway database on ${redactUrl(adminUrl)}, dropped at the end.`);
  return { targets, notes };
}
