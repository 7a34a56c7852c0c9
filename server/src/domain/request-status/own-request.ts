import type { CustomerSessionRole } from '@protea/shared/holder-answer';
import { normalizeRequestReference } from '@protea/shared/request-reference';
import type { Database } from '../../db/client.js';
import { type CaseRow, findCaseById } from '../../db/repositories/case-repository.js';
import { forbidden, unauthorized } from '../app-error.js';

/**
 * The request a customer's session owns, named by its reference in any case (an applicant's or a termination's
 * session; either may be absent), or the one the holder's session answers for: 401 without a session, 403 for another
 * request's reference, so a reference alone tells nothing, not even whether it exists. The requester's own session
 * comes first: who made the request reads it as theirs.
 */
export async function findOwnRequest(
  db: Database,
  sessions: { requester: (string | null)[]; holder?: string | null },
  reference: string,
): Promise<{ target: CaseRow; role: CustomerSessionRole }> {
  const held: Array<[string, CustomerSessionRole]> = [
    ...sessions.requester
      .filter((id): id is string => id !== null)
      .map((id): [string, CustomerSessionRole] => [id, 'requester']),
    ...(sessions.holder ? [[sessions.holder, 'holder'] as [string, CustomerSessionRole]] : []),
  ];
  if (held.length === 0) throw unauthorized();
  const wanted = normalizeRequestReference(reference) ?? reference.trim().toUpperCase();
  for (const [id, role] of held) {
    const target = await findCaseById(db, id);
    if (target && target.reference.toUpperCase() === wanted) return { target, role };
  }
  throw forbidden();
}
