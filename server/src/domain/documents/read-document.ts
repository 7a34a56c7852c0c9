import type { FileStorage } from '../../adapters/storage/file-storage.js';
import type { Database } from '../../db/client.js';
import { findDocumentByStoredName } from '../../db/repositories/document-repository.js';
import { AppError, forbidden, unauthorized } from '../app-error.js';

/** A stored file for its owner's session or an admin; anyone else learns nothing about it. */
export async function readDocument(
  deps: { db: Database; storage: FileStorage },
  storedName: string,
  access: { sessionCaseId: string | null; isAdmin: boolean },
) {
  if (!access.sessionCaseId && !access.isAdmin) throw unauthorized();
  const document = deps.storage.isStoredName(storedName)
    ? await findDocumentByStoredName(deps.db, storedName)
    : undefined;
  if (!document) throw new AppError('document_not_found');
  if (!access.isAdmin && document.caseId !== access.sessionCaseId) throw forbidden();
  return { document, content: await deps.storage.read(document.storedName) };
}
