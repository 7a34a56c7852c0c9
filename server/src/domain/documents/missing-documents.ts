import type { Database } from '../../db/client.js';
import { listDocuments } from '../../db/repositories/document-repository.js';
import { AppError } from '../app-error.js';

/** The required types that none of the documents has. */
export const missingTypes = <T extends string>(documents: readonly { type: string }[], required: readonly T[]): T[] => {
  const present = new Set(documents.map((d) => d.type));
  return required.filter((type) => !present.has(type));
};

/** The required document types, as the case's kind names them, that the case has no file for. */
export async function findMissingDocuments<T extends string>(
  db: Database,
  caseId: string,
  required: readonly T[],
): Promise<T[]> {
  return missingTypes(await listDocuments(db, caseId), required);
}

/** 409 naming the missing documents, in the caller's language, when any is absent. */
export async function assertDocumentsComplete(
  db: Database,
  caseId: string,
  required: readonly string[],
): Promise<void> {
  const missing = await findMissingDocuments(db, caseId, required);
  if (missing.length > 0) {
    throw new AppError('missing_documents', {
      vars: { list: missing.map((type) => `documents.${type}`) },
      details: { missing },
    });
  }
}
