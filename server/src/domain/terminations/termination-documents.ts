import {
  METER_PHOTO_EXTENSIONS,
  TERMINATION_DOCUMENT_TYPES,
  TERMINATION_UPLOAD_EXTENSIONS,
  type TerminationDocumentType,
} from '@protea/shared/schemas/termination';
import { photoTakenAt } from '../../adapters/uploads/photo-taken-at.js';
import { extensionOf } from '../../adapters/uploads/sanitize-upload.js';
import type { TerminationRow } from '../../db/repositories/termination-repository.js';
import { updateTermination } from '../../db/repositories/termination-repository.js';
import { AppError } from '../app-error.js';
import type { CaseActor } from '../cases/case-actor.js';
import { removeCaseDocument } from '../documents/delete-document.js';
import { acceptCustomerUpload, assertCustomerMayUpload } from '../documents/document-rejection.js';
import { removeStaffDocument, storeStaffDocument } from '../documents/staff-documents.js';
import type { StoreFileDeps } from '../documents/store-document.js';
import { cleanOriginalName, storeDocument } from '../documents/upload-document.js';
import { assertCustomerEditable } from './termination-access.js';
import { isTerminationDocumentType } from './termination-fields.js';

/** What staff may put on a termination: the customer's slots and the manual termination document (PDF only). */
const STAFF_DOCUMENT_TYPES = [...TERMINATION_DOCUMENT_TYPES, 'manual'] as const;

function assertAllowedFile(type: TerminationDocumentType | 'manual', fileName: string) {
  const extension = extensionOf(cleanOriginalName(fileName));
  if (type === 'manual') return; // checked as PDF only by the store
  if (type === 'meter') {
    if (!(METER_PHOTO_EXTENSIONS as readonly string[]).includes(extension)) throw new AppError('meter_photo_type');
  } else if (!(TERMINATION_UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) {
    throw new AppError('termination_file_type');
  }
}

/**
 * The customer's upload into one of the termination's slots (ID copy, bank letter, meter photo):
 * JPG, PNG or PDF (the photo an image), checked by content and re-encoded like every upload. The
 * photo's capture time is read before re-encoding drops its metadata, and kept for staff. Once submitted, only a
 * document staff refused may be replaced.
 */
export async function uploadTerminationDocument(
  deps: StoreFileDeps,
  termination: TerminationRow,
  upload: { documentType: string; fileName: string; content: Uint8Array },
  actor: CaseActor = { type: 'customer' },
) {
  const type = upload.documentType.trim().toLowerCase();
  // While staff review it, only a document they refused may be replaced (issue 39).
  await assertCustomerMayUpload(deps.db, termination, type, 'termination_not_editable');
  if (!isTerminationDocumentType(type)) {
    throw new AppError('document_type_invalid', { fields: { documentType: ['errors.documentTypeInvalid'] } });
  }
  assertAllowedFile(type, upload.fileName);
  const takenAt = type === 'meter' ? await photoTakenAt(upload.content) : undefined;
  const stored = await storeDocument(deps, termination.id, { ...upload, documentType: type }, async (tx, current) => {
    // Checked again under the lock: a submission may have closed the draft meanwhile.
    await acceptCustomerUpload(tx, actor, current, type, 'termination_not_editable');
    if (takenAt !== undefined) await updateTermination(tx, current.id, { meterPhotoTakenAt: takenAt });
  });
  return { ...stored, type, ...(takenAt !== undefined ? { capturedAt: takenAt?.toISOString() ?? null } : {}) };
}

/** A staff member's upload onto any termination, whatever its status; audited and on the timeline. */
export async function uploadStaffTerminationDocument(
  deps: StoreFileDeps,
  actor: CaseActor,
  termination: TerminationRow,
  upload: { documentType: string; fileName: string; content: Uint8Array },
) {
  const type = upload.documentType.trim().toLowerCase();
  if (!(STAFF_DOCUMENT_TYPES as readonly string[]).includes(type)) {
    throw new AppError('document_type_invalid', { fields: { documentType: ['errors.documentTypeInvalid'] } });
  }
  assertAllowedFile(type as TerminationDocumentType | 'manual', upload.fileName);
  const takenAt = type === 'meter' ? await photoTakenAt(upload.content) : undefined;
  const stored = await storeStaffDocument(
    deps,
    actor,
    termination.id,
    { ...upload, documentType: type },
    async (tx, current) => {
      if (takenAt !== undefined) await updateTermination(tx, current.id, { meterPhotoTakenAt: takenAt });
    },
  );
  return { ...stored, type, ...(takenAt !== undefined ? { capturedAt: takenAt?.toISOString() ?? null } : {}) };
}

export function removeStaffTerminationDocument(
  deps: StoreFileDeps,
  actor: CaseActor,
  termination: TerminationRow,
  storedName: string,
  docType: string | undefined,
) {
  return removeStaffDocument(deps, actor, termination.id, storedName, docType, async (tx, current, document) => {
    if (document.type === 'meter') await updateTermination(tx, current.id, { meterPhotoTakenAt: null });
  });
}

export async function removeTerminationDocument(
  deps: StoreFileDeps,
  termination: TerminationRow,
  storedName: string,
  docType: string | undefined,
) {
  assertCustomerEditable(termination);
  await removeCaseDocument(deps, termination.id, storedName, docType, async (tx, current, document) => {
    assertCustomerEditable(current);
    if (document.type === 'meter') await updateTermination(tx, current.id, { meterPhotoTakenAt: null });
  });
}
