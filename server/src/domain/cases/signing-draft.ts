import type { SigningDraft } from '@protea/shared/schemas/signing-draft';
import type { Database } from '../../db/client.js';
import { dropDraft, readDraft, saveDraft } from '../drafts/drafts.js';

/**
 * A case's last step as far as it got (the boxes, the signature begun), a draft of kind `signing` under the case
 * (ADR 041): only the case's own customer session reads or writes it, it follows every draft's rules (drafts.ts), and
 * the submission deletes it.
 */
export async function saveSigningDraft(db: Database, caseId: string, draft: SigningDraft): Promise<void> {
  await saveDraft(db, { caseId }, 'signing', draft);
}

/** The case's signing draft, or null when there is none (or one whose shape no longer holds). */
export const readSigningDraft = (db: Database, caseId: string): Promise<SigningDraft | null> =>
  readDraft(db, { caseId }, 'signing');

export const deleteSigningDraft = (db: Database, caseId: string) => dropDraft(db, { caseId }, 'signing');
