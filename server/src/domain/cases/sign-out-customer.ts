import type { Database } from '../../db/client.js';
import { deleteCustomerSessions } from '../../db/repositories/customer-session-repository.js';
import { deleteSessionDrafts } from '../../db/repositories/draft-repository.js';
import { hashSessionToken } from '../session-token.js';

/**
 * A customer signs out (issue 28): the sessions their cookies name end on the server, not only in the browser, and
 * what they typed before any case existed, of every kind, goes too, so the next person on a shared phone finds nothing.
 * Tokens that name nothing change nothing.
 */
export async function signOutCustomer(
  { db, sessionSecret }: { db: Database; sessionSecret: string },
  { sessionTokens, draftToken }: { sessionTokens: Array<string | undefined>; draftToken: string | undefined },
): Promise<void> {
  const hashes = sessionTokens.filter((token): token is string => Boolean(token));
  await deleteCustomerSessions(
    db,
    hashes.map((token) => hashSessionToken(sessionSecret, token)),
  );
  if (draftToken) await deleteSessionDrafts(db, hashSessionToken(sessionSecret, draftToken));
}
