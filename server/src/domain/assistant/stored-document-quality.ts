import type { DocumentQuality } from '@protea/shared/schemas/assistant';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import { findCaseById } from '../../db/repositories/case-repository.js';
import { recordStaffAccess, type StaffReader } from '../access-log/record-staff-access.js';
import { readDocument } from '../documents/read-document.js';
import type { AssistantContext } from './assistant-context.js';
import { assessStoredFile } from './document-quality.js';

/**
 * The quality of a request's stored document, by its stored name, for a staff member: a read of the document like
 * any other staff read, so it is recorded in the access log once it has succeeded (404 `document_not_found` for a
 * name that is not one of ours).
 */
export async function assessStoredDocument(
  context: AssistantContext,
  storage: FileStorage,
  reader: StaffReader,
  storedName: string,
): Promise<DocumentQuality> {
  const { document, content } = await readDocument({ db: context.db, storage }, storedName, {
    sessionCaseId: null,
    admin: reader.admin,
  });
  const analysis = await assessStoredFile(context, content, document.contentType, document.type);
  const target = await findCaseById(context.db, document.caseId);
  if (target) {
    await recordStaffAccess(context.db, reader, target, 'document', {
      type: document.type,
      name: document.originalName,
    });
  }
  return analysis;
}
