import { type SigningDraft, signingDraftSchema } from '@protea/shared/schemas/signing-draft';
import type { Database } from '../../db/client.js';
import {
  deleteApplicationDraft,
  findApplicationDraft,
  upsertApplicationDraft,
} from '../../db/repositories/application-draft-repository.js';
import { CUSTOMER_SESSION_MS } from './customer-session.js';

/**
 * A case's last step as far as it got (the boxes, the signature begun), kept in the drafts table under the case
 * (ADR 032): only the case's own customer session reads or writes it, it expires a day after its last save like every
 * draft, and the submission deletes it.
 */
const keyOf = (caseId: string) => ({ tokenHash: `case:${caseId}`, kind: 'signing' as const });

export async function saveSigningDraft(db: Database, caseId: string, draft: SigningDraft): Promise<void> {
  await upsertApplicationDraft(db, keyOf(caseId), draft, new Date(Date.now() + CUSTOMER_SESSION_MS));
}

/** The case's signing draft, or null when there is none (or one whose shape no longer holds). */
export async function readSigningDraft(db: Database, caseId: string): Promise<SigningDraft | null> {
  const parsed = signingDraftSchema.safeParse(await findApplicationDraft(db, keyOf(caseId)));
  return parsed.success ? parsed.data : null;
}

export async function deleteSigningDraft(db: Database, caseId: string): Promise<void> {
  await deleteApplicationDraft(db, keyOf(caseId));
}
