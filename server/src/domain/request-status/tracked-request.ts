import { isTerminationKind } from '@protea/shared/case-kinds';
import { parseTrackReference } from '@protea/shared/request-reference';
import type { Database } from '../../db/client.js';
import { findCaseIdOpeningAccount } from '../../db/repositories/account-repository.js';
import { findApplicationById, findApplicationByReference } from '../../db/repositories/application-repository.js';
import type { CaseRow } from '../../db/repositories/case-repository.js';
import {
  findLatestTerminationOfAccount,
  findOpenTermination,
  findTerminationByReference,
} from '../../db/repositories/termination-repository.js';
import { AppError } from '../app-error.js';

/**
 * The request an account number names: its termination under way, else its latest termination, else the application
 * that opened the account. A termination still being filled in is its author's draft, never found this way.
 */
async function requestOfAccount(db: Database, accountNumber: string): Promise<CaseRow | undefined> {
  const termination =
    (await findOpenTermination(db, accountNumber)) ?? (await findLatestTerminationOfAccount(db, accountNumber));
  if (termination) return termination;
  const openedBy = await findCaseIdOpeningAccount(db, accountNumber);
  return openedBy ? findApplicationById(db, openedBy) : undefined;
}

/**
 * The request a customer typed on the Track page (a `PM-` or `TM-` reference or an account number), whose phone on
 * file a code may go to. As when resuming today: an application's number is on it from the start, a termination's
 * only once verified. Anything else is `request_not_found`, the same answer for every form.
 */
export async function findTrackedRequest(db: Database, typed: string): Promise<CaseRow> {
  const parsed = parseTrackReference(typed);
  let found: CaseRow | undefined;
  if (parsed?.type === 'application') found = await findApplicationByReference(db, parsed.reference);
  else if (parsed?.type === 'termination') found = await findTerminationByReference(db, parsed.reference);
  else if (parsed?.type === 'account') found = await requestOfAccount(db, parsed.accountNumber);
  if (!found || (isTerminationKind(found.kind) && !found.cellConfirmedAt)) throw new AppError('request_not_found');
  return found;
}
