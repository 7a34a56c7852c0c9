import type { UploadResponse } from '@protea/shared/schemas/uploads';
import type { ApplicationRow } from '../../db/repositories/application-repository.js';
import { AppError } from '../app-error.js';
import type { CaseActor } from '../cases/case-actor.js';
import { acceptCustomerUpload, assertCustomerMayUpload } from '../documents/document-rejection.js';
import type { StoreFileDeps } from '../documents/store-document.js';
import { type DocumentUpload, storeDocument } from '../documents/upload-document.js';
import { isDocumentTypeOf } from './application-access.js';

/**
 * The applicant's own upload: only the slots of the application's kind, only while the application is open to them
 * or, while staff review it, into a slot whose document staff refused (issue 39).
 */
export async function uploadDocument(
  deps: StoreFileDeps,
  application: ApplicationRow,
  upload: DocumentUpload,
  actor: CaseActor = { type: 'customer' },
): Promise<UploadResponse> {
  await assertCustomerMayUpload(deps.db, application, upload.documentType, 'not_editable');
  if (!isDocumentTypeOf(application, upload.documentType)) {
    throw new AppError('document_type_invalid', { fields: { documentType: ['errors.documentTypeInvalid'] } });
  }
  // Checked again under the lock: a submission may have closed the application meanwhile.
  return storeDocument(deps, application.id, upload, (tx, current) =>
    acceptCustomerUpload(tx, actor, current, upload.documentType, 'not_editable'),
  );
}
