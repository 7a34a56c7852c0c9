import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FileStorage } from '../../src/adapters/storage/file-storage.js';
import { type Config, loadConfig } from '../../src/config/env.js';
import { createServer } from '../../src/create-server.js';
import type { Database } from '../../src/db/client.js';
import { createTestDatabase, onDiskTestDatabase } from './test-database.js';

/** How long a test server's close may take before it says what it still waits for. */
const SLOW_CLOSE_MS = 20_000;

export const TEST_ADMIN = { username: 'admin', password: 'test-admin-password' };

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL is set. */
export const DATABASES: Array<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestServer {
  url: (pathname: string) => string;
  config: Config;
  db: Database;
  /** The notification worker: `drain()` sends everything due now. */
  notifier: { drain(): Promise<number> };
  /** Every route the app registered, as method and path. */
  routes: ReadonlyArray<{ method: string; url: string }>;
  close: () => Promise<void>;
}

/** The inline style of the test servers' page (the real build's is the loading header's look). */
export const FAKE_PAGE_STYLE = '.boot-shell{color:#0f5132}';

function fakeWebDist(dir: string): string {
  const dist = path.join(dir, 'web-dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><style>${FAKE_PAGE_STYLE}</style><script type="module" src="./assets/app.js"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log("app")');
  writeFileSync(path.join(dist, 'page-preloads.json'), JSON.stringify({ '/admin': ['assets/admin-page.js'] }));
  return dist;
}

/** The real server on a random port, with its own copy of the migrated template database and its own data directory. */
export async function startTestServer(
  kind: 'pglite' | 'postgres',
  env: Record<string, string> = {},
  options: {
    seedDemo?: boolean;
    storage?: FileStorage;
    /** A DATA_DIR to keep, with the embedded database on disk in it (as the portal runs), instead of a new one. */
    dataDir?: string;
    /** Where the server reaches its PostgreSQL database, from where the test created it (a proxy in front of it). */
    databaseUrlOf?: (url: string) => string;
  } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'pm-test-'));
  const database = options.dataDir
    ? await onDiskTestDatabase(path.join(dataDir, 'db'))
    : await createTestDatabase(kind);
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    // Every request of a test comes from 127.0.0.1: the per-address limits are tested on their own, with their defaults.
    LOOKUP_LIMIT_PER_MINUTE: '100000',
    CODE_REQUEST_LIMIT_PER_HOUR: '100000',
    DRAFT_SAVE_LIMIT_PER_MINUTE: '100000',
    // The API tests count what they create on the demo register; the history's own tests turn it on.
    SEED_HISTORY: 'false',
    ...env,
  });
  const target =
    options.databaseUrlOf && 'url' in database.target
      ? { url: options.databaseUrlOf(database.target.url) }
      : database.target;
  const { app } = await createServer(config, {
    database: target,
    seedDemo: options.seedDemo,
    storage: options.storage,
    webDist: fakeWebDist(dataDir),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: (pathname) => `http://127.0.0.1:${port}${pathname}`,
    config,
    db: app.deps.database.db,
    notifier: app.deps.notifier,
    routes: app.routeList,
    close: async () => {
      // A close that hangs (seen once in CI: an afterAll past its 60 s) says what it waits for before the hook times out.
      const waiting = (phase: string) =>
        setTimeout(() => {
          app.server.getConnections((_, connections) =>
            console.error(
              `test server on ${kind}: ${phase} still waiting after ${SLOW_CLOSE_MS} ms;`,
              `${connections} HTTP connections open; active resources: ${process.getActiveResourcesInfo().join(', ')}`,
            ),
          );
        }, SLOW_CLOSE_MS);
      let timer = waiting('app.close()');
      try {
        await app.close();
        clearTimeout(timer);
        timer = waiting('dropping the database');
        await database.drop();
      } finally {
        clearTimeout(timer);
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** The session cookie pair ("name=value") from a login response. */
export function sessionCookie(response: Response): string {
  const header = response.headers.getSetCookie().find((c) => c.startsWith('pm_admin='));
  if (!header) throw new Error('no session cookie set');
  return header.split(';')[0]!;
}

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies and assert on their shape
export type JsonBody = any;
export const readJson = (response: Response): Promise<JsonBody> => response.json();
