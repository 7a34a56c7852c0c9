import { normalizeRequestReference } from '@protea/shared/request-reference';
import type { Database } from '../../db/client.js';
import { type CaseRow, findCaseById } from '../../db/repositories/case-repository.js';
import { forbidden, unauthorized } from '../app-error.js';

/**
 * The request a customer's session owns, named by its reference in any case (an applicant's or a termination's
 * session; either may be absent): 401 without a session, 403 for another request's reference, so a reference alone
 * tells nothing, not even whether it exists.
 */
export async function findOwnRequest(
  db: Database,
  sessionCaseIds: (string | null)[],
  reference: string,
): Promise<CaseRow> {
  const ids = sessionCaseIds.filter((id): id is string => id !== null);
  if (ids.length === 0) throw unauthorized();
  const wanted = normalizeRequestReference(reference) ?? reference.trim().toUpperCase();
  for (const id of ids) {
    const target = await findCaseById(db, id);
    if (target && target.reference.toUpperCase() === wanted) return target;
  }
  throw forbidden();
}
