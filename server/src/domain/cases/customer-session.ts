import type { Database } from '../../db/client.js';
import { findCustomerSession, insertCustomerSession } from '../../db/repositories/customer-session-repository.js';
import { hashSessionToken, newSessionToken } from '../session-token.js';

export const CUSTOMER_SESSION_MS = 24 * 60 * 60 * 1000;

/** A browser session scoped to one case: created with it, or after a verified code. */
export async function startCustomerSession(db: Database, secret: string, caseId: string) {
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + CUSTOMER_SESSION_MS);
  await insertCustomerSession(db, { tokenHash: hashSessionToken(secret, token), caseId, expiresAt });
  return { token, expiresAt };
}

export async function caseIdOfSession(db: Database, secret: string, token: string | undefined): Promise<string | null> {
  if (!token) return null;
  const session = await findCustomerSession(db, hashSessionToken(secret, token));
  return session?.caseId ?? null;
}
