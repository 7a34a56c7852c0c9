import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import { type Database, migrationsFolder } from '../../db/client.js';
import { lastAppliedMigrationTime, pingDatabase } from '../../db/repositories/operations-repository.js';

/** A check that takes longer than this counts as failed: a load balancer must get its answer while it still waits. */
const CHECK_TIMEOUT_MS = 3000;

export type ReadinessCheck = 'database' | 'migrations' | 'storage';
export interface Readiness {
  ready: boolean;
  checks: Record<ReadinessCheck, 'ok' | 'failed'>;
}

/** The `when` of the newest migration this build ships (server/drizzle/meta/_journal.json), read once. */
let newestMigration: number | undefined;
function newestShippedMigration(): number {
  if (newestMigration === undefined) {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
      entries: Array<{ when: number }>;
    };
    newestMigration = Math.max(0, ...journal.entries.map((entry) => entry.when));
  }
  return newestMigration;
}

async function passes(check: () => Promise<boolean>): Promise<'ok' | 'failed'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return (await Promise.race([check(), timeout])) ? 'ok' : 'failed';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether this process can serve: the database answers, every migration this build ships is applied (another
 * process may have started on an older build, or a migration may have failed halfway), and the storage takes a
 * file: a small probe is staged and discarded through the storage adapter, as an upload would be.
 */
export async function checkReadiness(deps: { db: Database; storage: FileStorage }): Promise<Readiness> {
  const [database, migrations, storage] = await Promise.all([
    passes(async () => {
      await pingDatabase(deps.db);
      return true;
    }),
    passes(async () => ((await lastAppliedMigrationTime(deps.db)) ?? -1) >= newestShippedMigration()),
    passes(async () => {
      const probe = await deps.storage.stage(new TextEncoder().encode('ready'), 'txt');
      await probe.discard();
      return true;
    }),
  ]);
  const checks = { database, migrations, storage };
  return { ready: Object.values(checks).every((value) => value === 'ok'), checks };
}
