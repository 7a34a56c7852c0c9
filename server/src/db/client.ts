import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations of `folder` (default: server/drizzle) not applied yet. */
  migrate(folder?: string): Promise<void>;
  /**
   * Runs the start-up work (migrations, seeds, the first admin) while holding a lock no other process
   * holds at the same time, so any number of processes may start together on one PostgreSQL.
   */
  atStartup<T>(work: () => Promise<T>): Promise<T>;
  /** PostgreSQL: the connection pool's clients (for the metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PGlite: its data directory as a tarball, taken between two queries (a consistent copy, for the backups). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/** The advisory lock key of the start-up work (any bigint; this one spells "protea" in hex-ish). */
const STARTUP_LOCK = 0x70_72_6f_74_65_61n;

/** The embedded database's planner cost of a page read out of order (PostgreSQL's default is 4). */
export const PGLITE_RANDOM_PAGE_COST = 1.1;

/**
 * `loadDataDir` starts an in-memory PGlite from a `dumpDataDir()` tarball instead of an empty initdb: the tests load
 * a migrated template that way (docs/decisions/014-test-template-databases.md).
 */
export type DatabaseTarget =
  /** `connectTimeoutMs`: how long a request waits for a connection (a new one, or a free one of a full pool). */
  | { url: string; connectTimeoutMs?: number }
  /** `template`: what a new directory starts from (default: the build's migrated template, when there is one). */
  | { dataDir: string; template?: Blob | null }
  | { memory: true; loadDataDir?: Blob };

/**
 * A pool whose borrowed client is handed back by itself, with an error so the pool drops it, when its connection ends
 * while borrowed; the borrower's own release then does nothing. drizzle-orm (0.45.4) sends a transaction's BEGIN before
 * its try/finally: a BEGIN on a connection cut at that moment (a restart, a failover) never released its client, each
 * such client was lost to the pool for good, and `pool.end()` waited for it for ever (issue 40; seen as a test server's
 * close that hung in CI).
 */
function releasingPool(Pool: typeof import('pg').Pool) {
  return class ReleasingPool extends Pool {
    // drizzle awaits connect() without a callback; pg-pool's own query() passes one and releases by itself.
    // biome-ignore lint/suspicious/noExplicitAny: pg-pool's overloads (callback or promise) are not one signature
    override connect(...callback: any[]): any {
      if (callback.length > 0) return super.connect(callback[0]);
      return this.borrow();
    }

    private async borrow() {
      const client = await super.connect();
      const release = client.release;
      let released = false;
      const handBack = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener('end', onEnd);
        release(error);
      };
      const onEnd = () => handBack(new Error('the connection ended while the client was borrowed'));
      client.once('end', onEnd);
      client.release = handBack;
      return client;
    }
  };
}

/** The migrations sit in server/drizzle: two levels up from src/db in development, one from dist. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../drizzle'), path.resolve(here, '../drizzle')];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`No migrations found in ${candidates.join(' or ')}`);
  return found;
}

/** The migrated embedded database the build writes (server/dist/pglite-template.tar.gz), if there is one. */
function pgliteTemplate(): Blob | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const file = [
    path.join(here, 'pglite-template.tar.gz'),
    path.resolve(here, '../../dist/pglite-template.tar.gz'),
  ].find((candidate) => existsSync(candidate));
  return file ? new Blob([readFileSync(file)]) : null;
}

/**
 * Each kind of database loads only its own driver, when it is opened: a process on the embedded database never loads
 * `pg`, and one on PostgreSQL never loads PGlite (a shorter start, docs/performance/million-rows.md).
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const folder = migrationsFolder();
  if ('url' in target) {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new (releasingPool(pg.Pool))({
      connectionString: target.url,
      max: 10,
      // A server that does not answer, or a pool whose every connection is busy, is an outage the request is told of
      // (503, http/plugins/error-handler.ts), not a wait without end.
      connectionTimeoutMillis: target.connectTimeoutMs ?? 5_000,
      // A connection whose peer vanished without a word (a cut wire, a failover) is found out by the kernel.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      // A list's count stops at 1,001 matches; a seq scan that joined another one midway through the table (the
      // default) started among other kinds of case and read far more (docs/performance/million-rows.md).
      options: '-c synchronize_seqscans=off',
    });
    // An idle connection closed by the server (restart, failover) must not crash the process.
    pool.on('error', (error) => console.error('PostgreSQL idle client error:', error.message));
    // A connection lost while checked out (a transaction between two statements, during a restart) reports its error
    // on the client too; unheard, it would end the process. The statement waiting on it fails by itself.
    pool.on('connect', (client) => {
      client.on('error', (error) => console.error('PostgreSQL client error:', error.message));
    });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: (from = folder) => migratePg(db as never, { migrationsFolder: from }),
      async atStartup(work) {
        // A session lock on a connection of its own; the work runs on the pool's other connections.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK.toString()]);
          try {
            return await work();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK.toString()]);
          }
        } finally {
          client.release();
        }
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  // pg_trgm backs the trigram indexes of the admin list search (migration 0002); PostgreSQL ships it as a contrib module.
  const options = { extensions: { pg_trgm } };
  let client: PGlite;
  if ('dataDir' in target) {
    mkdirSync(target.dataDir, { recursive: true });
    // A new directory starts from the migrated template the build made, not from initdb and every migration.
    const isNew = !existsSync(path.join(target.dataDir, 'PG_VERSION'));
    const template = isNew ? (target.template === undefined ? pgliteTemplate() : target.template) : null;
    client = new PGlite(target.dataDir, template ? { ...options, loadDataDir: template } : options);
  } else {
    client = new PGlite({ ...options, loadDataDir: target.loadDataDir });
  }
  await client.waitReady;
  // The embedded database's pages are in this process's memory or the system's file cache, so a page read out of
  // order costs about what one in order does. At the default (4, for spinning disks) the planner's choice between the
  // search's few hundred index lookups and reading all of `cases` flipped with ANALYZE's random sample (8 runs of 15
  // chose the whole table, twice as slow); at 1.1 it chose the indexes every time (docs/performance/admin-terminations.md).
  await client.exec(`SET random_page_cost = ${PGLITE_RANDOM_PAGE_COST}`);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: (from = folder) => migratePglite(db as never, { migrationsFolder: from }),
    // One process owns an embedded database's directory, so there is no one to wait for.
    atStartup: (work) => work(),
    dumpDataDir: () => client.dumpDataDir('gzip'),
    close: () => client.close(),
  };
}

/**
 * An embedded database, migrated, as a tarball of its data directory: what a new DATA_DIR (the build's template) and
 * each test file start from. Without the template0 and template1 databases, which nothing here uses (the portal
 * never creates a database): 730 files instead of 1,124, and a new DATA_DIR opens in about half the time
 * (docs/performance/million-rows.md).
 */
export async function migratedPgliteDataDir(compression: 'gzip' | 'none'): Promise<Blob> {
  const database = await openDatabase({ memory: true });
  try {
    await database.migrate();
    const client = (database.db as unknown as { $client: PGlite }).$client;
    for (const name of ['template0', 'template1']) {
      await client.exec(`ALTER DATABASE ${name} IS_TEMPLATE false`);
      await client.exec(`DROP DATABASE ${name}`);
    }
    return await client.dumpDataDir(compression);
  } finally {
    await database.close();
  }
}

/** Runs `work` in one transaction; the transaction is a Database like any other for the repositories. */
export function withTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Database));
}
