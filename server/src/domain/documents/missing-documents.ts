import { RESIDENTIAL_DOCUMENT_TYPES, type ResidentialDocumentType } from '@protea/shared/constants';
import type { Database } from '../../db/client.js';
import type { ApplicationRow } from '../../db/repositories/application-repository.js';
import { listDocuments } from '../../db/repositories/document-repository.js';
import { AppError } from '../app-error.js';

export async function findMissingDocuments(
  db: Database,
  application: ApplicationRow,
): Promise<ResidentialDocumentType[]> {
  const present = new Set((await listDocuments(db, application.id)).map((d) => d.type));
  return RESIDENTIAL_DOCUMENT_TYPES.filter((type) => !present.has(type));
}

/** 409 naming the missing documents, in the caller's language, when any is absent. */
export async function assertDocumentsComplete(db: Database, application: ApplicationRow): Promise<void> {
  const missing = await findMissingDocuments(db, application);
  if (missing.length > 0) {
    throw new AppError('missing_documents', 409, 'errors.missingDocuments', {
      vars: { list: missing.map((type) => `documents.${type}`) },
      details: { missing },
    });
  }
}
