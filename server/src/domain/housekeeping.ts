import { ADMIN_SESSION_IDLE_MS } from '@protea/shared/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../adapters/storage/file-storage.js';
import type { Database } from '../db/client.js';
import { deleteDeadSessions } from '../db/repositories/admin-repository.js';
import { refreshListStatistics } from '../db/repositories/case-list-repository.js';
import { deleteExpiredCustomerSessions } from '../db/repositories/customer-session-repository.js';
import { knownStoredNames } from '../db/repositories/document-repository.js';
import { deleteExpiredDrafts } from '../db/repositories/draft-repository.js';
import { deleteStagedRowsBefore } from '../db/repositories/reference-import-repository.js';
import { deleteThrottleEventsBefore } from '../db/repositories/throttle-repository.js';
import { deleteDeadChallenges } from '../db/repositories/two-factor-repository.js';
import { type RetentionPolicy, runDailyRetention } from './retention/apply-retention.js';

const EVERY_MS = 10 * 60 * 1000;
const THROTTLE_EVENTS_KEPT_MS = 24 * 60 * 60 * 1000;
const STAGED_IMPORT_KEPT_MS = 60 * 60 * 1000;

export async function removeExpiredRows(db: Database): Promise<void> {
  await deleteDeadSessions(db, new Date(Date.now() - ADMIN_SESSION_IDLE_MS));
  await deleteDeadChallenges(db);
  await deleteExpiredCustomerSessions(db);
  await deleteExpiredDrafts(db);
  await deleteThrottleEventsBefore(db, new Date(Date.now() - THROTTLE_EVENTS_KEPT_MS));
  // An import killed half-way leaves its staged rows; a live one finishes well within the hour.
  await deleteStagedRowsBefore(db, new Date(Date.now() - STAGED_IMPORT_KEPT_MS));
  // PGlite has no autovacuum; without fresh statistics the planner ignores the search indexes.
  await refreshListStatistics(db);
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

/** How often crash leftovers are looked for, and how old a file must be to count as one. */
export interface UploadSweep {
  everyMs: number;
  /** Younger files may belong to an upload in flight (in this process or another). */
  olderThanMs: number;
}

interface HousekeepingDeps {
  db: Database;
  storage: FileStorage;
  retention: RetentionPolicy;
  uploadSweep: UploadSweep;
}

/**
 * What a crash left in the uploads: a staged file whose row committed is moved into place; any other staged file, and
 * any file no row names, is removed. Logged only when it found something. The retention job and the request that
 * deletes a document remove files too: a file one of them removed first is passed over, and one that cannot be tidied
 * is logged and tried again by the next pass; neither ends this one.
 */
export async function sweepUploads(
  deps: Pick<HousekeepingDeps, 'db' | 'storage'>,
  olderThanMs: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const { error, ...swept } = await deps.storage.sweep((names) => knownStoredNames(deps.db, names), olderThanMs);
  if (swept.failed > 0)
    log.warn({ ...swept, err: error }, 'uploads: some files could not be tidied; the next sweep tries again');
  else if (swept.completed + swept.removed > 0)
    log.warn(swept, 'uploads tidied after an interrupted upload or an unclean stop');
}

/** The first pass waits this long, so that the start and its first requests have the database to themselves. */
const FIRST_PASS_AFTER_MS = 10 * 1000;

export interface PassSchedule {
  /** The first pass runs once, this long after the start. */
  firstAfterMs: number;
  /** Then a pass runs this often. */
  everyMs: number;
}

/**
 * Runs `first` once after `schedule.firstAfterMs` and `every` each `schedule.everyMs`. A pass still under way when the
 * next is due (a slow database) is not joined by a second one; a pass that fails goes to `failed` and the next runs as
 * planned. Returns the stop function: it clears the timers and waits for a pass under way.
 */
export function schedulePasses(
  first: () => Promise<void>,
  every: () => Promise<void>,
  schedule: PassSchedule,
  failed: (err: unknown) => void,
): () => Promise<void> {
  let underWay: Promise<void> | null = null;
  const pass = (work: () => Promise<void>) => {
    if (underWay) return;
    underWay = work()
      .catch(failed)
      .finally(() => {
        underWay = null;
      });
  };
  const firstTimer = setTimeout(() => pass(first), schedule.firstAfterMs);
  const timer = setInterval(() => pass(every), schedule.everyMs);
  firstTimer.unref();
  timer.unref();
  return async () => {
    clearTimeout(firstTimer);
    clearInterval(timer);
    await underWay;
  };
}

/**
 * Removes dead sessions and old throttle events shortly after start and every ten minutes; from the first ten minutes
 * on, also runs the retention job whenever a day has passed since any process last ran it (not at start, while a seed
 * may still be moving files into place). Apart from those, sweeps the uploads every `uploadSweep.everyMs` (the start's
 * sweep is the app's, before it serves): a crash followed by quick restarts used to leave its files until a start came
 * late enough to find them old. Returns the stop function, which waits for the passes under way.
 */
export function startHousekeeping(deps: HousekeepingDeps, log: FastifyBaseLogger): () => Promise<void> {
  const stopRows = schedulePasses(
    () => removeExpiredRows(deps.db),
    () => removeExpiredRows(deps.db).then(() => retainNoLongerThanNeeded(deps, log)),
    { firstAfterMs: FIRST_PASS_AFTER_MS, everyMs: EVERY_MS },
    (err) => log.warn({ err }, 'housekeeping failed'),
  );
  const { everyMs, olderThanMs } = deps.uploadSweep;
  const sweep = () => sweepUploads(deps, olderThanMs, log);
  const stopSweep = schedulePasses(sweep, sweep, { firstAfterMs: everyMs, everyMs }, (err) =>
    log.warn({ err }, 'sweeping the uploads failed'),
  );
  return async () => {
    await Promise.all([stopRows(), stopSweep()]);
  };
}
