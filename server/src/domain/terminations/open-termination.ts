import type { Database } from '../../db/client.js';
import { findOpenTermination, type TerminationRow } from '../../db/repositories/termination-repository.js';

/** The one rule for "already being processed": a submitted, unfinished termination of the same account, not this one. */
export const otherOpenTermination = (db: Database, accountNumber: string, self: Pick<TerminationRow, 'id'>) =>
  findOpenTermination(db, accountNumber, self.id);

export interface OpenTerminationNotice {
  reference: string;
  status: string;
}

/**
 * What a customer whose number is verified may hear about their account: the open request, if any. Before the
 * code the person is unknown, so this is asked only after it.
 */
export async function openTerminationNotice(
  db: Database,
  termination: TerminationRow,
): Promise<OpenTerminationNotice | null> {
  if (!termination.cellConfirmedAt || !termination.accountNumber) return null;
  const open = await otherOpenTermination(db, termination.accountNumber, termination);
  return open ? { reference: open.reference, status: open.status } : null;
}
