import type { FileStorage } from '../../adapters/storage/file-storage.js';
import type { Database } from '../../db/client.js';
import { findDocumentByStoredName } from '../../db/repositories/document-repository.js';
import { forbidden, notFound, unauthorized } from '../app-error.js';

/** A stored file for its owner's session or an admin; anyone else learns nothing about it. */
export async function readDocument(
  deps: { db: Database; storage: FileStorage },
  storedName: string,
  access: { sessionApplicationId: string | null; isAdmin: boolean },
) {
  if (!access.sessionApplicationId && !access.isAdmin) throw unauthorized();
  const document = deps.storage.isStoredName(storedName)
    ? await findDocumentByStoredName(deps.db, storedName)
    : undefined;
  if (!document) throw notFound('errors.documentNotFound');
  if (!access.isAdmin && document.applicationId !== access.sessionApplicationId) throw forbidden();
  return { document, content: await deps.storage.read(document.storedName) };
}
