import {
  applicationDraftContentSchema,
  terminationDraftContentSchema,
} from '@protea/shared/schemas/first-screen-draft';
import { signingDraftSchema } from '@protea/shared/schemas/signing-draft';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { type DraftOwner, deleteDraft, findDraft, upsertDraft } from '../../db/repositories/draft-repository.js';
import { CUSTOMER_SESSION_MS } from '../cases/customer-session.js';

/**
 * The one draft model (ADR 041): every kind of draft is kept in the drafts table by these rules and no others.
 * - its kind's schema checks it on the way in (a route parses it before it gets here) and on the way out: a stored
 *   draft whose shape no longer holds reads as none;
 * - it expires a day after its last save, like a customer session, and housekeeping deletes it;
 * - its saves are limited per client address (`limitPerAddress(request, 'draft')` on every route that saves one);
 * - it goes with its owner (the case's creation or submission, the case itself, the session's sign-out).
 */
export const DRAFT_SCHEMAS = {
  // Before its case exists, a draft of every case kind: its first screens, for the browser's draft session.
  residential_application: applicationDraftContentSchema,
  business_application: applicationDraftContentSchema,
  residential_termination: terminationDraftContentSchema,
  business_termination: terminationDraftContentSchema,
  /** A case's last step as far as it got (the boxes, the signature begun), under the case. */
  signing: signingDraftSchema,
} as const satisfies Record<string, z.ZodType>;

export type DraftKind = keyof typeof DRAFT_SCHEMAS;
export type DraftContent<K extends DraftKind> = z.output<(typeof DRAFT_SCHEMAS)[K]>;

/** A draft lives as long as a customer session: a day after its last save. */
export const DRAFT_MS = CUSTOMER_SESSION_MS;

/** Keeps an owner's draft of a kind for a day from now; returns when it expires. */
export async function saveDraft<K extends DraftKind>(
  db: Database,
  owner: DraftOwner,
  kind: K,
  content: DraftContent<K>,
): Promise<Date> {
  const expiresAt = new Date(Date.now() + DRAFT_MS);
  await upsertDraft(db, owner, kind, DRAFT_SCHEMAS[kind].parse(content), expiresAt);
  return expiresAt;
}

/** The owner's draft of a kind; null when there is none, after it expired, or when its shape no longer holds. */
export async function readDraft<K extends DraftKind>(
  db: Database,
  owner: DraftOwner,
  kind: K,
): Promise<DraftContent<K> | null> {
  const parsed = DRAFT_SCHEMAS[kind].safeParse(await findDraft(db, owner, kind));
  return parsed.success ? (parsed.data as DraftContent<K>) : null;
}

export const dropDraft = (db: Database, owner: DraftOwner, kind: DraftKind) => deleteDraft(db, owner, kind);
