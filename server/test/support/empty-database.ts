import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.js';

/** A database with no tables yet, to migrate step by step (the migration tests): PGlite in memory, or a new PostgreSQL one. */
export async function openEmpty(
  kind: 'pglite' | 'postgres',
): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ memory: true });
    return { database, drop: async () => {} };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `pm_migration_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
