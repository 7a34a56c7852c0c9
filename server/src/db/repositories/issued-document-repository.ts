import { eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { issuedDocuments } from '../schema.js';

export type IssuedDocumentRow = typeof issuedDocuments.$inferSelect;
export type NewIssuedDocumentRow = typeof issuedDocuments.$inferInsert;

/** Records a PDF handed out unless its code is taken; undefined on a clash. */
export async function insertIssuedDocument(
  db: Database,
  values: NewIssuedDocumentRow,
): Promise<IssuedDocumentRow | undefined> {
  const rows = await db
    .insert(issuedDocuments)
    .values(values)
    .onConflictDoNothing({ target: issuedDocuments.code })
    .returning();
  return rows[0];
}

export function findIssuedDocumentByCode(db: Database, code: string): Promise<IssuedDocumentRow | undefined> {
  return db.query.issuedDocuments.findFirst({ where: eq(issuedDocuments.code, code) });
}
