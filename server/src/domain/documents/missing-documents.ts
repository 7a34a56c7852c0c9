import { RESIDENTIAL_DOCUMENT_TYPES, type ResidentialDocumentType } from '@protea/shared/constants';
import type { Database } from '../../db/client.js';
import { listDocuments } from '../../db/repositories/document-repository.js';
import { AppError } from '../app-error.js';

export async function findMissingDocuments(db: Database, caseId: string): Promise<ResidentialDocumentType[]> {
  const present = new Set((await listDocuments(db, caseId)).map((d) => d.type));
  return RESIDENTIAL_DOCUMENT_TYPES.filter((type) => !present.has(type));
}

/** 409 naming the missing documents, in the caller's language, when any is absent. */
export async function assertDocumentsComplete(db: Database, caseId: string): Promise<void> {
  const missing = await findMissingDocuments(db, caseId);
  if (missing.length > 0) {
    throw new AppError('missing_documents', {
      vars: { list: missing.map((type) => `documents.${type}`) },
      details: { missing },
    });
  }
}
