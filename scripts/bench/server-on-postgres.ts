import { randomBytes } from 'node:crypto';
import type { DatabaseHandle } from '../../server/src/db/client.js';
import { postgresStatementRunner } from './admin-list-targets.js';
import { CleanupStack } from './cleanup-stack.js';
import { errorMessage } from './error-message.js';
import { BASE_PATH } from './paths.js';
import { startRealServer } from './real-server.js';
import type { BenchContext, SectionReport } from './section.js';
import { redactUrl } from './units.js';

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** A section that fails with one check saying why. */
export function failed(description: string): SectionReport {
  return { tables: [], checks: [{ description, passed: false }], notes: [] };
}

/**
 * Runs a section whose server and database are stopped and dropped when it ends, not when the bench does, so that a
 * server on a million rows does not run on under the sections after it.
 */
export function stoppedWhenDone(measure: (context: BenchContext) => Promise<SectionReport>) {
  return async (context: BenchContext): Promise<SectionReport> => {
    const own = new CleanupStack();
    context.cleanup.add(() => own.runAll());
    try {
      return await measure({ ...context, cleanup: own });
    } finally {
      await own.runAll();
    }
  };
}

export interface ServerOnPostgres {
  /** The throwaway database's URL and name. */
  url: string;
  name: string;
  server: Awaited<ReturnType<typeof startRealServer>>;
  /** The API's origin and base path, and the signed-in admin's cookie. */
  api: string;
  cookie: string;
  /** A GET of the API as the admin; throws unless 200. */
  get(path: string): Promise<string>;
  /** What `load` said of the data it loaded, and how long migrating and loading took. */
  setup: string;
  loadMinutes: number;
}

/**
 * A throwaway PostgreSQL database on BENCH_DATABASE_URL (default the local test server), migrated and filled by `load`,
 * and the built server started on it with the admin signed in. The database is dropped with the section unless `keep`.
 */
export async function serverOnPostgres(
  context: BenchContext,
  load: (handle: DatabaseHandle) => Promise<string>,
  { keep = false } = {},
): Promise<ServerOnPostgres | SectionReport> {
  const adminUrl = process.env.BENCH_DATABASE_URL || DEFAULT_POSTGRES_URL;
  const runOnAdmin = postgresStatementRunner(adminUrl);
  try {
    await runOnAdmin('SELECT 1');
  } catch (error) {
    return failed(`PostgreSQL at ${redactUrl(adminUrl)} not reachable: ${errorMessage(error)}`);
  }
  const name = `pm_bench_${randomBytes(6).toString('hex')}`;
  await runOnAdmin(`CREATE DATABASE ${name}`);
  if (!keep) context.cleanup.add(() => runOnAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;

  const { openDatabase } = await import('../../server/src/db/client.js');
  const handle = await openDatabase({ url: url.toString() });
  const loadStarted = performance.now();
  let setup: string;
  try {
    await handle.migrate();
    setup = await load(handle);
  } finally {
    await handle.close();
  }
  const loadMinutes = (performance.now() - loadStarted) / 60_000;

  const password = randomBytes(18).toString('base64url');
  const server = await startRealServer(context.cleanup, context.progress, {
    DATABASE_URL: url.toString(),
    ADMIN_PASSWORD: password,
  });
  const api = `${server.origin}${BASE_PATH}/api`;
  const login = await fetch(`${api}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  if (login.status !== 200) return failed(`admin login answered ${login.status}`);
  const cookie = (login.headers.getSetCookie() ?? []).map((c) => c.split(';')[0]).join('; ');
  const get = async (path: string) => {
    const response = await fetch(api + path, { headers: { cookie } });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${body.slice(0, 200)}`);
    return body;
  };
  return { url: url.toString(), name, server, api, cookie, get, setup, loadMinutes };
}

export const isReport = (value: ServerOnPostgres | SectionReport): value is SectionReport => 'checks' in value;
