import { ADMIN_SESSION_IDLE_MS } from '@protea/shared/constants';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { deleteDeadSessions } from '../db/repositories/admin-repository.js';
import { deleteExpiredCustomerSessions } from '../db/repositories/customer-session-repository.js';
import { deleteThrottleEventsBefore } from '../db/repositories/throttle-repository.js';
import { deleteDeadChallenges } from '../db/repositories/two-factor-repository.js';

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

/** Removes dead sessions and old throttle events now and every ten minutes; returns the stop function. */
export function startHousekeeping(db: Database, log: FastifyBaseLogger): () => void {
  const run = () => removeExpiredRows(db).catch((err) => log.warn({ err }, 'housekeeping failed'));
  void run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
