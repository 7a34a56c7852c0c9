import type {
  ApplicationDraft,
  ApplicationDraftContent,
  ApplicationWizardKind,
} from '@protea/shared/application-draft-constants';
import { applicationDraftContentSchema } from '@protea/shared/schemas/application-draft';
import type { Database } from '../../db/client.js';
import {
  deleteApplicationDraft,
  findApplicationDraft,
  upsertApplicationDraft,
} from '../../db/repositories/application-draft-repository.js';
import { CUSTOMER_SESSION_MS } from '../cases/customer-session.js';
import { hashSessionToken, newSessionToken } from '../session-token.js';

/** A draft lives as long as a customer session: a day after its last save (ADR 032). */
export const APPLICATION_DRAFT_MS = CUSTOMER_SESSION_MS;

interface DraftDeps {
  db: Database;
  sessionSecret: string;
}

/**
 * Keeps what the applicant typed before the application exists, for the browser's draft session (a new one when it
 * has none). Returns the session token and when it, and the draft, expire.
 */
export async function saveApplicationDraft(
  { db, sessionSecret }: DraftDeps,
  token: string | undefined,
  { kind, ...content }: ApplicationDraft,
) {
  const sessionToken = token || newSessionToken();
  const expiresAt = new Date(Date.now() + APPLICATION_DRAFT_MS);
  await upsertApplicationDraft(
    db,
    { tokenHash: hashSessionToken(sessionSecret, sessionToken), kind },
    content,
    expiresAt,
  );
  return { token: sessionToken, expiresAt };
}

/** The session's draft of a kind; none without a session, after it expired, or when its shape is no longer valid. */
export async function readApplicationDraft(
  { db, sessionSecret }: DraftDeps,
  token: string | undefined,
  kind: ApplicationWizardKind,
): Promise<ApplicationDraftContent | null> {
  if (!token) return null;
  const stored = await findApplicationDraft(db, { tokenHash: hashSessionToken(sessionSecret, token), kind });
  const parsed = applicationDraftContentSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** The application exists: the server keeps its details now, the draft goes. */
export async function clearApplicationDraft(
  { db, sessionSecret }: DraftDeps,
  token: string | undefined,
  kind: ApplicationWizardKind,
): Promise<void> {
  if (token) await deleteApplicationDraft(db, { tokenHash: hashSessionToken(sessionSecret, token), kind });
}
