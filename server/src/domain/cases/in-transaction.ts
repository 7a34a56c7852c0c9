import { type Database, withTransaction } from '../../db/client.js';

export interface CaseDeps {
  db: Database;
  /** Told after a change commits, so the messages it queued go out at once rather than at the next poll. */
  notifier: { nudge(): void };
}

/**
 * Runs one change in one transaction: the status, the audit row, the timeline event and the messages
 * to send commit together or not at all. The notification worker is nudged once they have.
 */
export async function inTransaction<T>(deps: CaseDeps, work: (tx: Database) => Promise<T>): Promise<T> {
  const result = await withTransaction(deps.db, work);
  deps.notifier.nudge();
  return result;
}
