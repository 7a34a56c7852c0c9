import type { FileStorage } from '../../adapters/storage/file-storage.js';
import type { Database } from '../../db/client.js';
import { findDocumentByStoredName } from '../../db/repositories/document-repository.js';
import { AppError, forbidden, unauthorized } from '../app-error.js';
import type { CaseAccess } from '../cases/case-access.js';

/** A stored file for its owner's session or an admin; anyone else learns nothing about it. */
export async function readDocument(
  deps: { db: Database; storage: FileStorage },
  storedName: string,
  access: CaseAccess,
) {
  if (!access.sessionCaseId && !access.admin) throw unauthorized();
  const document = deps.storage.isStoredName(storedName)
    ? await findDocumentByStoredName(deps.db, storedName)
    : undefined;
  if (!document) throw new AppError('document_not_found');
  if (!access.admin && document.caseId !== access.sessionCaseId) throw forbidden();
  return { document, content: await deps.storage.read(document.storedName) };
}
