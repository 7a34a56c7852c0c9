import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStorage } from './adapters/storage/create-storage.js';
import type { FileStorage } from './adapters/storage/file-storage.js';
import type { Config } from './config/env.js';
import { resumeUrlOf } from './config/resume-url.js';
import { type DatabaseTarget, openDatabase } from './db/client.js';
import { seedReferenceData } from './db/seed/seed-reference-data.js';
import { ensureAdmin } from './domain/sign-in/ensure-admin.js';
import { fillMissingDueDates, setServiceLevels } from './domain/cases/service-levels.js';

/** web/dist, found from the source tree in development and from server/dist in production. */
export function findWebDist(): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../web/dist'), path.resolve(here, '../../../web/dist')];
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html'))) ?? null;
}

export interface CreateServerOptions {
  database?: DatabaseTarget;
  seedDemo?: boolean;
  /** Where uploads are kept; by default under DATA_DIR, as the app keeps them. */
  storage?: FileStorage;
  webDist?: string | null;
}

/**
 * The composition root: opens and migrates the database, seeds, ensures the admin, builds every adapter and worker
 * once (storage, throttle store (services.ts), SMS, email, the message worker, housekeeping) and the app over them, not listening
 * yet.
 */
export async function createServer(config: Config, options: CreateServerOptions = {}) {
  const target: DatabaseTarget =
    options.database ??
    (config.DATABASE_URL
      ? { url: config.DATABASE_URL, connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS }
      : { dataDir: path.join(config.dataDir, 'db') });
  // The database starts first, and the web app's modules (Fastify, the routes) load while PGlite reads its files and
  // compiles its WebAssembly in the background: a shorter start (docs/performance/million-rows.md).
  const [opened, loaded] = await Promise.allSettled([
    openDatabase(target),
    Promise.all([import('./http/app.js'), import('./services.js')]),
  ]);
  if (opened.status === 'rejected') throw opened.reason;
  const database = opened.value;
  if (loaded.status === 'rejected') {
    await database.close();
    throw loaded.reason;
  }
  const [{ buildApp }, { servicesOf }] = loaded.value;
  const storage = options.storage ?? createStorage(config);
  setServiceLevels({
    pending: config.SLA_PENDING_HOURS,
    needsinfo: config.SLA_NEEDSINFO_HOURS,
    approved: config.SLA_APPROVED_HOURS,
  });
  try {
    const { generatedPassword } = await database.atStartup(async () => {
      await database.migrate();
      await seedReferenceData(database.db);
      // The admin first: the demo staff the history names must not stand in for the first admin.
      const admin = await ensureAdmin(database.db, config.ADMIN_USERNAME, config.ADMIN_PASSWORD);
      if (options.seedDemo) {
        // The demo seed (and the PDF and image packages its documents are drawn with) loads only when asked for.
        const { seedDemoData } = await import('./db/seed/seed-demo-data.js');
        await seedDemoData(database.db, {
          history: config.SEED_HISTORY,
          storage,
          resumeUrl: resumeUrlOf(config),
        });
      }
      await fillMissingDueDates(database.db);
      return admin;
    });
    const app = await buildApp(
      {
        config,
        database,
        webDist: options.webDist === undefined ? findWebDist() : options.webDist,
      },
      servicesOf(config, database, storage),
    );
    return { app, generatedPassword };
  } catch (error) {
    await database.close();
    throw error;
  }
}
