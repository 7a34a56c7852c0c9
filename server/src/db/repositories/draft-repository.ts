import { and, eq, gt, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../client.js';
import { drafts } from '../schema.js';

/**
 * Whose a draft is (ADR 041): a browser's draft session before its case exists (the keyed hash of its token), or the
 * case. One draft per owner and kind.
 */
export type DraftOwner = { tokenHash: string } | { caseId: string };

const ownerColumns = (owner: DraftOwner) =>
  'caseId' in owner ? { tokenHash: null, caseId: owner.caseId } : { tokenHash: owner.tokenHash, caseId: null };

const ownedBy = (owner: DraftOwner, kind: string) =>
  and(
    'caseId' in owner ? eq(drafts.caseId, owner.caseId) : eq(drafts.tokenHash, owner.tokenHash),
    eq(drafts.kind, kind),
  );

/** Saves an owner's draft of a kind, replacing the one it had. */
export async function upsertDraft(
  db: Database,
  owner: DraftOwner,
  kind: string,
  content: unknown,
  expiresAt: Date,
): Promise<void> {
  const updatedAt = new Date();
  const byCase = 'caseId' in owner;
  await db
    .insert(drafts)
    .values({ ...ownerColumns(owner), kind, content, updatedAt, expiresAt })
    .onConflictDoUpdate({
      target: byCase ? [drafts.caseId, drafts.kind] : [drafts.tokenHash, drafts.kind],
      targetWhere: isNotNull(byCase ? drafts.caseId : drafts.tokenHash),
      set: { content, updatedAt, expiresAt },
    });
}

/** The owner's draft of a kind as stored, unless it has expired. */
export async function findDraft(db: Database, owner: DraftOwner, kind: string): Promise<unknown> {
  const [row] = await db
    .select({ content: drafts.content })
    .from(drafts)
    .where(and(ownedBy(owner, kind), gt(drafts.expiresAt, new Date())));
  return row?.content;
}

export async function deleteDraft(db: Database, owner: DraftOwner, kind: string): Promise<void> {
  await db.delete(drafts).where(ownedBy(owner, kind));
}

export async function deleteExpiredDrafts(db: Database): Promise<void> {
  await db.delete(drafts).where(lt(drafts.expiresAt, new Date()));
}

/** Every kind's draft of one browser's draft session (signing out). */
export async function deleteSessionDrafts(db: Database, tokenHash: string): Promise<void> {
  await db.delete(drafts).where(eq(drafts.tokenHash, tokenHash));
}
