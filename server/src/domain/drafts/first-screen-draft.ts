import type { CaseKind } from '@protea/shared/case-kinds';
import type { FirstScreenDraft } from '@protea/shared/draft-constants';
import type { Database } from '../../db/client.js';
import { DRAFT_MS, type DraftContent, dropDraft, readDraft, saveDraft } from '../drafts/drafts.js';
import { hashSessionToken, newSessionToken } from '../session-token.js';

/**
 * The first screens of every case kind before its case exists (ADR 041): kept for the browser's draft session (the
 * `pm_application_draft` cookie holds its random token, the table its keyed hash), by the rules of every draft
 * (drafts.ts). The case's creation (an application's POST, a termination's first save with consent) drops the draft of
 * its kind.
 */

/** A draft lives as long as a customer session: a day after its last save. */
export const APPLICATION_DRAFT_MS = DRAFT_MS;

interface DraftDeps {
  db: Database;
  sessionSecret: string;
}

const ownerOf = (sessionSecret: string, token: string) => ({ tokenHash: hashSessionToken(sessionSecret, token) });

/**
 * Keeps what the customer typed before the case exists, for the browser's draft session (a new one when it has none).
 * Returns the session token and when it, and the draft, expire.
 */
export async function saveFirstScreenDraft(
  { db, sessionSecret }: DraftDeps,
  token: string | undefined,
  { kind, ...content }: FirstScreenDraft,
) {
  const sessionToken = token || newSessionToken();
  const expiresAt = await saveDraft(db, ownerOf(sessionSecret, sessionToken), kind, content as DraftContent<CaseKind>);
  return { token: sessionToken, expiresAt };
}

/** The session's draft of a kind; none without a session, after it expired, or when its shape is no longer valid. */
export async function readFirstScreenDraft<K extends CaseKind>(
  { db, sessionSecret }: DraftDeps,
  token: string | undefined,
  kind: K,
): Promise<DraftContent<K> | null> {
  if (!token) return null;
  return readDraft(db, ownerOf(sessionSecret, token), kind);
}

/** The case exists: the server keeps its details now, the draft of its kind goes. */
export async function clearFirstScreenDraft(
  { db, sessionSecret }: DraftDeps,
  token: string | undefined,
  kind: CaseKind,
): Promise<void> {
  if (token) await dropDraft(db, ownerOf(sessionSecret, token), kind);
}
