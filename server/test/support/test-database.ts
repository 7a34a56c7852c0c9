import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { DatabaseTarget } from '../../src/db/client.js';
import { databaseUrl, runOnServer } from './postgres-server.js';

export interface TestDatabase {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

/** A database of its own for one test file, copied from the run's migrated template (global-setup.ts). */
export async function createTestDatabase(kind: 'pglite' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const loadDataDir = new Blob([await readFile(provided('pgliteTemplate'))]);
    return { target: { memory: true, loadDataDir }, drop: async () => {} };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('PostgreSQL tests need TEST_DATABASE_URL');
  const name = `pm_test_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${provided('postgresTemplate')}`);
  return {
    target: { url: databaseUrl(serverUrl, name) },
    drop: () => runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** An embedded database in a directory of its own (a DATA_DIR's `db`), started from the run's template when new. */
export async function onDiskTestDatabase(dataDir: string): Promise<TestDatabase> {
  const template = new Blob([await readFile(provided('pgliteTemplate'))]);
  return { target: { dataDir, template }, drop: async () => {} };
}

/** Fails loudly when the config that runs this file has no global-setup.ts, instead of starting from nothing. */
function provided(key: 'pgliteTemplate' | 'postgresTemplate'): string {
  const value = inject(key);
  if (!value) throw new Error(`no ${key}: run the API tests through vitest.config.ts (its globalSetup builds it)`);
  return value;
}
