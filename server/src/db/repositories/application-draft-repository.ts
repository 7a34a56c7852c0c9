import type { ApplicationDraftContent, ApplicationWizardKind } from '@protea/shared/application-draft-constants';
import type { SigningDraft } from '@protea/shared/schemas/signing-draft';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../client.js';
import { applicationDrafts } from '../schema.js';

/** A browser's draft of an application's first screens, or (kind `signing`) a case's last step (signing-draft.ts). */
type DraftKey = { tokenHash: string; kind: ApplicationWizardKind | 'signing' };

/** Saves a session's draft of a kind, replacing the one it had. */
export async function upsertApplicationDraft(
  db: Database,
  key: DraftKey,
  content: ApplicationDraftContent | SigningDraft,
  expiresAt: Date,
): Promise<void> {
  const updatedAt = new Date();
  await db
    .insert(applicationDrafts)
    .values({ ...key, content, updatedAt, expiresAt })
    .onConflictDoUpdate({
      target: [applicationDrafts.tokenHash, applicationDrafts.kind],
      set: { content, updatedAt, expiresAt },
    });
}

/** The session's draft of a kind, unless it has expired. */
export async function findApplicationDraft(db: Database, { tokenHash, kind }: DraftKey): Promise<unknown> {
  const [row] = await db
    .select({ content: applicationDrafts.content })
    .from(applicationDrafts)
    .where(
      and(
        eq(applicationDrafts.tokenHash, tokenHash),
        eq(applicationDrafts.kind, kind),
        gt(applicationDrafts.expiresAt, new Date()),
      ),
    );
  return row?.content;
}

export async function deleteApplicationDraft(db: Database, { tokenHash, kind }: DraftKey): Promise<void> {
  await db
    .delete(applicationDrafts)
    .where(and(eq(applicationDrafts.tokenHash, tokenHash), eq(applicationDrafts.kind, kind)));
}

export async function deleteExpiredApplicationDrafts(db: Database): Promise<void> {
  await db.delete(applicationDrafts).where(lt(applicationDrafts.expiresAt, new Date()));
}

/** Every kind's draft of one browser's draft session (signing out). */
export async function deleteApplicationDraftsOf(db: Database, tokenHash: string): Promise<void> {
  await db.delete(applicationDrafts).where(eq(applicationDrafts.tokenHash, tokenHash));
}
