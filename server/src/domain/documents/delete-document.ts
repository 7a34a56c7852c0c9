import type { FileStorage } from '../../adapters/storage/file-storage.js';
import type { Database } from '../../db/client.js';
import type { ApplicationRow } from '../../db/repositories/application-repository.js';
import {
  deleteDocument as deleteDocumentRow,
  findDocumentByStoredName,
} from '../../db/repositories/document-repository.js';
import { notFound } from '../app-error.js';
import { assertEditable } from '../applications/application-access.js';

/** Removes one of the application's own documents; `docType`, when given, must match ("ID" or "deedLease" as the spec sends it). */
export async function deleteDocument(
  deps: { db: Database; storage: FileStorage },
  application: ApplicationRow,
  storedName: string,
  docType: string | undefined,
): Promise<void> {
  assertEditable(application);
  const document = deps.storage.isStoredName(storedName)
    ? await findDocumentByStoredName(deps.db, storedName)
    : undefined;
  const isOwn = document?.applicationId === application.id;
  const typeMatches = !docType || docType.toLowerCase() === document?.type;
  if (!document || !isOwn || !typeMatches) throw notFound('errors.documentNotFound');
  await deleteDocumentRow(deps.db, document.id);
  await deps.storage.remove(document.storedName);
}
