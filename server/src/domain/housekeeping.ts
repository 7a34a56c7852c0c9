import { ADMIN_SESSION_IDLE_MS } from '@protea/shared/constants';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../adapters/storage/file-storage.js';
import type { Database } from '../db/client.js';
import { deleteDeadSessions } from '../db/repositories/admin-repository.js';
import { deleteExpiredCustomerSessions } from '../db/repositories/customer-session-repository.js';
import { deleteThrottleEventsBefore } from '../db/repositories/throttle-repository.js';
import { deleteDeadChallenges } from '../db/repositories/two-factor-repository.js';
import { type RetentionPolicy, runDailyRetention } from './retention/apply-retention.js';

const EVERY_MS = 10 * 60 * 1000;
const THROTTLE_EVENTS_KEPT_MS = 24 * 60 * 60 * 1000;

export async function removeExpiredRows(db: Database): Promise<void> {
  await deleteDeadSessions(db, new Date(Date.now() - ADMIN_SESSION_IDLE_MS));
  await deleteDeadChallenges(db);
  await deleteExpiredCustomerSessions(db);
  await deleteThrottleEventsBefore(db, new Date(Date.now() - THROTTLE_EVENTS_KEPT_MS));
  // PGlite has no autovacuum; without fresh statistics the planner ignores the search indexes.
  await db.execute(sql`ANALYZE cases`);
  await db.execute(sql`ANALYZE applications`);
}

/** What the daily retention job deleted, in one log line (references only: no personal data in logs). */
async function retainNoLongerThanNeeded(deps: HousekeepingDeps, log: FastifyBaseLogger) {
  const result = await runDailyRetention(deps, deps.retention);
  if (result) {
    log.info(
      {
        draftsDeleted: result.draftsDeleted,
        documentsRemoved: result.documentsRemoved,
        filesDeleted: result.filesDeleted,
        filesLeft: result.filesLeft,
      },
      'retention: drafts and documents past their time deleted',
    );
  }
}

interface HousekeepingDeps {
  db: Database;
  storage: FileStorage;
  retention: RetentionPolicy;
}

/** The first pass waits this long, so that the start and its first requests have the database to themselves. */
const FIRST_PASS_AFTER_MS = 10 * 1000;

/**
 * Removes dead sessions and old throttle events shortly after start and every ten minutes; from the first ten minutes
 * on, also runs the retention job whenever a day has passed since any process last ran it (not at start, while a seed
 * may still be moving files into place). Returns the stop function, which waits for a pass under way.
 */
export function startHousekeeping(deps: HousekeepingDeps, log: FastifyBaseLogger): () => Promise<void> {
  const failed = (err: unknown) => log.warn({ err }, 'housekeeping failed');
  let underWay: Promise<void> | null = null;
  const pass = (work: () => Promise<void>) => {
    // A pass still under way after ten minutes (a slow database) is not joined by a second one.
    if (underWay) return;
    underWay = work()
      .catch(failed)
      .finally(() => {
        underWay = null;
      });
  };
  const first = setTimeout(() => pass(() => removeExpiredRows(deps.db)), FIRST_PASS_AFTER_MS);
  const timer = setInterval(
    () => pass(() => removeExpiredRows(deps.db).then(() => retainNoLongerThanNeeded(deps, log))),
    EVERY_MS,
  );
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await underWay;
  };
}
