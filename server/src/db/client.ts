import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations of `folder` (default: server/drizzle) not applied yet. */
  migrate(folder?: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * `loadDataDir` starts an in-memory PGlite from a `dumpDataDir()` tarball instead of an empty initdb: the tests load
 * a migrated template that way (docs/decisions/014-test-template-databases.md).
 */
export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true; loadDataDir?: Blob };

/** The migrations sit in server/drizzle: two levels up from src/db in development, one from dist. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../drizzle'), path.resolve(here, '../drizzle')];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`No migrations found in ${candidates.join(' or ')}`);
  return found;
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const folder = migrationsFolder();
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection closed by the server (restart, failover) must not crash the process.
    pool.on('error', (error) => console.error('PostgreSQL idle client error:', error.message));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: (from = folder) => migratePg(db as never, { migrationsFolder: from }),
      close: () => pool.end(),
    };
  }
  // pg_trgm backs the trigram indexes of the admin list search (migration 0002); PostgreSQL ships it as a contrib module.
  const options = { extensions: { pg_trgm } };
  let client: PGlite;
  if ('dataDir' in target) {
    mkdirSync(target.dataDir, { recursive: true });
    client = new PGlite(target.dataDir, options);
  } else {
    client = new PGlite({ ...options, loadDataDir: target.loadDataDir });
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: (from = folder) => migratePglite(db as never, { migrationsFolder: from }),
    close: () => client.close(),
  };
}

/** Runs `work` in one transaction; the transaction is a Database like any other for the repositories. */
export function withTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Database));
}
