import type { FileStorage } from '../../adapters/storage/file-storage.js';
import type { Database } from '../../db/client.js';
import { findCaseById } from '../../db/repositories/case-repository.js';
import { findDocumentByStoredName } from '../../db/repositories/document-repository.js';
import { recordStaffAccess } from '../access-log/record-staff-access.js';
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

/**
 * readDocument for a request from `ip`; a staff member's read (of a case not their session's own) is recorded in the
 * access log.
 */
export async function readCaseDocument(
  deps: { db: Database; storage: FileStorage },
  storedName: string,
  access: CaseAccess,
  ip: string,
) {
  const read = await readDocument(deps, storedName, access);
  const { document } = read;
  if (access.admin && document.caseId !== access.sessionCaseId) {
    const target = await findCaseById(deps.db, document.caseId);
    if (target) {
      await recordStaffAccess(deps.db, { admin: access.admin, ip }, target, 'document', {
        type: document.type,
        name: document.originalName,
      });
    }
  }
  return read;
}
