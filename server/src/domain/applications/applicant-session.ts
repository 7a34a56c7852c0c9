import type { Database } from '../../db/client.js';
import { findApplicantSession, insertApplicantSession } from '../../db/repositories/applicant-session-repository.js';
import { hashSessionToken, newSessionToken } from '../session-token.js';

export const APPLICANT_SESSION_COOKIE = 'pm_applicant';
export const APPLICANT_SESSION_MS = 24 * 60 * 60 * 1000;

/** A browser session scoped to one application: created with it, or after a verified code. */
export async function startApplicantSession(db: Database, secret: string, applicationId: string) {
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + APPLICANT_SESSION_MS);
  await insertApplicantSession(db, { tokenHash: hashSessionToken(secret, token), applicationId, expiresAt });
  return { token, expiresAt };
}

export async function applicationIdOfSession(
  db: Database,
  secret: string,
  token: string | undefined,
): Promise<string | null> {
  if (!token) return null;
  const session = await findApplicantSession(db, hashSessionToken(secret, token));
  return session?.applicationId ?? null;
}
