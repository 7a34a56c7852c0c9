import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { documents } from '../schema.js';

export type DocumentRow = typeof documents.$inferSelect;

export function listDocuments(db: Database, applicationId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(eq(documents.applicationId, applicationId))
    .orderBy(asc(documents.uploadedAt));
}

export function findDocumentByStoredName(db: Database, storedName: string): Promise<DocumentRow | undefined> {
  return db.query.documents.findFirst({ where: eq(documents.storedName, storedName) });
}

export function findDocumentByType(
  db: Database,
  applicationId: string,
  type: string,
): Promise<DocumentRow | undefined> {
  return db.query.documents.findFirst({
    where: and(eq(documents.applicationId, applicationId), eq(documents.type, type)),
  });
}

/** Puts the document in its slot; returns the row it replaced, whose file the caller removes. */
export async function replaceDocument(
  db: Database,
  values: typeof documents.$inferInsert,
): Promise<DocumentRow | undefined> {
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .delete(documents)
      .where(and(eq(documents.applicationId, values.applicationId), eq(documents.type, values.type)))
      .returning();
    await tx.insert(documents).values(values);
    return previous;
  });
}

export async function deleteDocument(db: Database, id: string): Promise<void> {
  await db.delete(documents).where(eq(documents.id, id));
}
