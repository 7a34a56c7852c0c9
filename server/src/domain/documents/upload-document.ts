import { RESIDENTIAL_DOCUMENT_TYPES, type ResidentialDocumentType } from '@protea/shared/constants';
import type { UploadResponse } from '@protea/shared/schemas/application-record';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import { sanitizeUpload } from '../../adapters/uploads/sanitize-upload.js';
import type { Database } from '../../db/client.js';
import type { ApplicationRow } from '../../db/repositories/application-repository.js';
import { replaceDocument } from '../../db/repositories/document-repository.js';
import { AppError } from '../app-error.js';
import { assertEditable } from '../applications/application-access.js';

export const isResidentialDocumentType = (value: string): value is ResidentialDocumentType =>
  (RESIDENTIAL_DOCUMENT_TYPES as readonly string[]).includes(value);

/** The user's file name is kept as data only: no path parts, no control characters, bounded. */
export function cleanOriginalName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((c) => c >= ' ' && c !== '\u007f')
    .join('')
    .trim()
    .slice(0, 200);
  return cleaned || 'document';
}

/** Checks, re-encodes and stores a file in the application's slot for its type, replacing the old file. */
export async function storeDocument(
  deps: { db: Database; storage: FileStorage },
  application: ApplicationRow,
  upload: { documentType: string; fileName: string; content: Uint8Array; pdfOnly?: boolean },
): Promise<UploadResponse> {
  const originalName = cleanOriginalName(upload.fileName);
  if (upload.pdfOnly && !/\.pdf$/i.test(originalName))
    throw new AppError('file_type_not_allowed', 415, 'errors.manualMustBePdf');
  const result = await sanitizeUpload(originalName, upload.content);
  if (!result.ok) {
    throw result.reason === 'type_not_allowed'
      ? new AppError('file_type_not_allowed', 415, 'errors.fileTypeNotAllowed')
      : new AppError('file_content_mismatch', 415, 'errors.fileContentMismatch');
  }
  const storedName = await deps.storage.save(result.content, result.extension);
  const previous = await replaceDocument(deps.db, {
    applicationId: application.id,
    type: upload.documentType,
    storedName,
    originalName,
    contentType: result.contentType,
    sizeBytes: result.content.byteLength,
  });
  if (previous) await deps.storage.remove(previous.storedName);
  return {
    success: true,
    path: storedName,
    fileName: storedName,
    originalName,
    size: result.content.byteLength,
    message: 'File uploaded',
  };
}

/** The applicant's own upload: only the residential slots, only while the application is open to them. */
export async function uploadDocument(
  deps: { db: Database; storage: FileStorage },
  application: ApplicationRow,
  upload: { documentType: string; fileName: string; content: Uint8Array },
): Promise<UploadResponse> {
  assertEditable(application);
  if (!isResidentialDocumentType(upload.documentType)) {
    throw new AppError('document_type_invalid', 400, 'errors.documentTypeInvalid', {
      fields: { documentType: ['errors.documentTypeInvalid'] },
    });
  }
  return storeDocument(deps, application, upload);
}
