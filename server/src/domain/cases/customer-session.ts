import type { CustomerSessionRole } from '@protea/shared/holder-answer';
import type { Database } from '../../db/client.js';
import { findCustomerSession, insertCustomerSession } from '../../db/repositories/customer-session-repository.js';
import { hashSessionToken, newSessionToken } from '../session-token.js';

export const CUSTOMER_SESSION_MS = 24 * 60 * 60 * 1000;

/**
 * A browser session scoped to one case: created with it, or after a verified code. `holder`: the session of an
 * account's holder answering for a termination somebody else asked for (issue 39), which opens nothing else.
 */
export async function startCustomerSession(
  db: Database,
  secret: string,
  caseId: string,
  role: CustomerSessionRole = 'requester',
) {
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + CUSTOMER_SESSION_MS);
  await insertCustomerSession(db, { tokenHash: hashSessionToken(secret, token), caseId, expiresAt, role });
  return { token, expiresAt };
}

export async function caseIdOfSession(
  db: Database,
  secret: string,
  token: string | undefined,
  role: CustomerSessionRole = 'requester',
): Promise<string | null> {
  if (!token) return null;
  const session = await findCustomerSession(db, hashSessionToken(secret, token), role);
  return session?.caseId ?? null;
}
