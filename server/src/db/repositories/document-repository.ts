import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../client.js';
import { documents } from '../schema.js';

export type DocumentRow = typeof documents.$inferSelect;

export function listDocuments(db: Database, caseId: string): Promise<DocumentRow[]> {
  return db.select().from(documents).where(eq(documents.caseId, caseId)).orderBy(asc(documents.uploadedAt));
}

export function findDocumentByStoredName(db: Database, storedName: string): Promise<DocumentRow | undefined> {
  return db.query.documents.findFirst({ where: eq(documents.storedName, storedName) });
}

export function findDocumentByType(db: Database, caseId: string, type: string): Promise<DocumentRow | undefined> {
  return db.query.documents.findFirst({
    where: and(eq(documents.caseId, caseId), eq(documents.type, type)),
  });
}

/**
 * Puts the document in its slot and returns the row it replaced, whose file the caller removes once
 * the transaction commits. Call it in a transaction that holds the case's lock (lockCase), so two
 * uploads into one slot take turns.
 */
export async function replaceDocument(
  tx: Database,
  values: typeof documents.$inferInsert,
): Promise<DocumentRow | undefined> {
  const [previous] = await tx
    .delete(documents)
    .where(and(eq(documents.caseId, values.caseId), eq(documents.type, values.type)))
    .returning();
  await tx.insert(documents).values(values);
  return previous;
}

/** Which of these stored names a document row names. */
export async function knownStoredNames(db: Database, storedNames: string[]): Promise<Set<string>> {
  if (storedNames.length === 0) return new Set();
  const rows = await db
    .select({ storedName: documents.storedName })
    .from(documents)
    .where(inArray(documents.storedName, storedNames));
  return new Set(rows.map((row) => row.storedName));
}

/** Saves the SHA-256 of a document stored before hashes were kept (unless one was saved meanwhile). */
export async function saveMissingSha256(db: Database, id: string, sha256: string): Promise<void> {
  await db
    .update(documents)
    .set({ sha256 })
    .where(and(eq(documents.id, id), isNull(documents.sha256)));
}

/** Staff's review of one document: true approved, false refused (issue 39: the customer may then replace it). */
export async function setDocumentApproval(db: Database, documentId: string, isApproved: boolean, adminId: string) {
  await db
    .update(documents)
    .set({ isApproved, reviewedBy: adminId, reviewedAt: new Date() })
    .where(eq(documents.id, documentId));
}

export async function deleteDocument(db: Database, id: string): Promise<void> {
  await db.delete(documents).where(eq(documents.id, id));
}

/** Moves documents to other slots at once (for instance when a director before them is removed); call it under the case's lock. */
export async function moveDocuments(tx: Database, moves: { id: string; type: string }[]): Promise<void> {
  // Through a slot no document has, so two documents may swap places without meeting the unique index.
  for (const move of moves)
    await tx
      .update(documents)
      .set({ type: `moving:${move.id}` })
      .where(eq(documents.id, move.id));
  for (const move of moves) await tx.update(documents).set({ type: move.type }).where(eq(documents.id, move.id));
}
