import type { Database } from '../../db/client.js';
import { type CaseRow, findCaseById, lockCase } from '../../db/repositories/case-repository.js';
import { AppError } from '../app-error.js';
import { type CaseDeps, inTransaction } from './in-transaction.js';

/**
 * One change to one case, in one transaction that holds the case's lock: `work` sees the case as it
 * is now, and the next change to it waits until this one has committed.
 */
export function changeLockedCase<T>(
  deps: CaseDeps,
  caseId: string,
  work: (tx: Database, current: CaseRow) => Promise<T>,
): Promise<T> {
  return inTransaction(deps, async (tx) => {
    await lockCase(tx, caseId);
    const current = await findCaseById(tx, caseId);
    if (!current) throw new AppError('not_found');
    return work(tx, current);
  });
}
