import type { FileStorage } from '../../adapters/storage/file-storage.js';
import type { Database } from '../../db/client.js';
import type { CaseRow } from '../../db/repositories/case-repository.js';
import {
  type DocumentRow,
  deleteDocument as deleteDocumentRow,
  findDocumentByStoredName,
} from '../../db/repositories/document-repository.js';
import { AppError } from '../app-error.js';
import { changeLockedCase } from '../cases/change-locked-case.js';
import type { CaseDeps } from '../cases/in-transaction.js';

/** A stored file of this case, by its stored name; `docType`, when given, must match ("ID" or "deedLease" as the spec sends it). */
export async function findOwnDocument(
  db: Database,
  storage: FileStorage,
  caseId: string,
  storedName: string,
  docType: string | undefined,
): Promise<DocumentRow> {
  const document = storage.isStoredName(storedName) ? await findDocumentByStoredName(db, storedName) : undefined;
  const typeMatches = !docType || docType.toLowerCase() === document?.type;
  if (!document || document.caseId !== caseId || !typeMatches) throw new AppError('document_not_found');
  return document;
}

/** Removes a document: its row (with whatever `inside` records) in one transaction, then its file. */
export async function removeCaseDocument(
  deps: CaseDeps & { storage: FileStorage },
  caseId: string,
  storedName: string,
  docType: string | undefined,
  inside: (tx: Database, current: CaseRow, document: DocumentRow) => Promise<void> = async () => {},
): Promise<void> {
  const document = await changeLockedCase(deps, caseId, async (tx, current) => {
    const found = await findOwnDocument(tx, deps.storage, caseId, storedName, docType);
    await inside(tx, current, found);
    await deleteDocumentRow(tx, found.id);
    return found;
  });
  await deps.storage.remove(document.storedName);
}
