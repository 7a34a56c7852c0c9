import { isTerminationKind } from '@protea/shared/case-kinds';
import type { CustomerSessionRole } from '@protea/shared/holder-answer';
import { parseTrackReference } from '@protea/shared/request-reference';
import type { Database } from '../../db/client.js';
import { findAccountOnFile, findCaseIdOpeningAccount } from '../../db/repositories/account-repository.js';
import { findApplicationById, findApplicationByReference } from '../../db/repositories/application-repository.js';
import type { CaseRow } from '../../db/repositories/case-repository.js';
import {
  findLatestTerminationOfAccount,
  findOpenTermination,
  findTerminationByReference,
} from '../../db/repositories/termination-repository.js';
import { AppError } from '../app-error.js';
import { samePhone } from '../terminations/register-check.js';
import { type CodeAudience, requesterOf } from '../verification/send-verification-code.js';

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

/** A request the Track page found, who its code goes to, and the session the right code opens. */
export interface TrackedRequest {
  target: CaseRow;
  audience: CodeAudience;
  role: CustomerSessionRole;
}

/**
 * The request a customer typed on the Track page (a `PM-` or `TM-` reference or an account number), whose phone on
 * file a code may go to. By reference, the request's own phone: an application's number is on it from the start, a
 * termination's only once verified. By account number, always the account's cell number on file, never the
 * requester's (issue 39): whoever holds it follows the request as the holder, and may answer for it; where the
 * requester's number is that same phone, the holder is the requester. An account not in the register has no number on
 * file: its request's own phone is asked, as by reference. An account in the register with no request is
 * said so (`account_without_request`), with nothing personal; anything else is `request_not_found`, the same answer for
 * every form.
 */
export async function findTrackedRequest(db: Database, typed: string): Promise<TrackedRequest> {
  const parsed = parseTrackReference(typed);
  if (parsed?.type === 'account') return trackedByAccount(db, parsed.accountNumber);
  let found: CaseRow | undefined;
  if (parsed?.type === 'application') found = await findApplicationByReference(db, parsed.reference);
  else if (parsed?.type === 'termination') found = await findTerminationByReference(db, parsed.reference);
  if (!found || (isTerminationKind(found.kind) && !found.cellConfirmedAt)) throw new AppError('request_not_found');
  return { target: found, audience: requesterOf(found), role: 'requester' };
}

async function trackedByAccount(db: Database, accountNumber: string): Promise<TrackedRequest> {
  const onFile = await findAccountOnFile(db, accountNumber);
  const target = await requestOfAccount(db, accountNumber);
  if (!target || (isTerminationKind(target.kind) && !target.cellConfirmedAt)) {
    throw new AppError(onFile ? 'account_without_request' : 'request_not_found');
  }
  // An account the register does not know has no holder and no number on file: the request's own phone it is.
  if (!onFile) return { target, audience: requesterOf(target), role: 'requester' };
  const audience = { phone: onFile.account.cellPhone, language: onFile.language ?? target.language };
  const isHolder = isTerminationKind(target.kind) && !samePhone(audience.phone, target.cellPhone);
  return { target, audience, role: isHolder ? 'holder' : 'requester' };
}
