import type { ErrorCode } from '@protea/shared/error-codes';
import type { UploadResponse } from '@protea/shared/schemas/uploads';
import { measurePhoto } from '../../adapters/uploads/measure-photo.js';
import { extensionOf, type SanitizeResult, sanitizeUpload } from '../../adapters/uploads/sanitize-upload.js';
import type { Database } from '../../db/client.js';
import type { CaseRow } from '../../db/repositories/case-repository.js';
import { AppError } from '../app-error.js';
import { judgePhoto, photoProblemsOf } from './photo-quality.js';
import { type StoreFileDeps, storeCaseFile } from './store-document.js';

const MAX_NAME_LENGTH = 200;

/**
 * Marks, embeddings, overrides and isolates that set the direction of text. In a file name they only disguise it:
 * "invoice" + U+202E + "fdp.exe" shows as "invoiceexe.pdf", and the text printed after the name runs backwards
 * wherever staff see it. Names in right-to-left scripts read correctly without them.
 */
const DIRECTION_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/**
 * The user's file name is kept as data only: no path parts, no control characters (direction controls included),
 * bounded. A long name is shortened in its middle, so its extension (what the type check reads) survives.
 */
export function cleanOriginalName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((c) => c >= ' ' && c !== '\u007f' && !/\p{Cs}/u.test(c) && !DIRECTION_CONTROLS.test(c))
    .join('')
    .trim();
  const characters = [...cleaned];
  if (characters.length <= MAX_NAME_LENGTH) return cleaned || 'document';
  const extension = extensionOf(cleaned);
  const suffix = extension ? `.${extension}` : '';
  return `${characters.slice(0, MAX_NAME_LENGTH - suffix.length).join('')}${suffix}`;
}

export interface DocumentUpload {
  documentType: string;
  fileName: string;
  content: Uint8Array;
  pdfOnly?: boolean;
}

const REFUSALS = {
  type_not_allowed: 'file_type_not_allowed',
  too_many_pixels: 'image_too_large',
  content_mismatch: 'file_content_mismatch',
  active_content: 'document_active_content',
} as const satisfies Record<Extract<SanitizeResult, { ok: false }>['reason'], ErrorCode>;

/**
 * Checks and re-encodes a file; refused with the reason in the caller's language. A photo is also judged for the
 * customer (too dark, too blurred): never refused for it, only told.
 */
export async function checkUpload(upload: DocumentUpload) {
  const originalName = cleanOriginalName(upload.fileName);
  if (upload.pdfOnly && extensionOf(originalName) !== 'pdf') throw new AppError('manual_must_be_pdf');
  const result = await sanitizeUpload(originalName, upload.content);
  if (!result.ok) throw new AppError(REFUSALS[result.reason]);
  const photoProblems = result.contentType.startsWith('image/')
    ? photoProblemsOf(judgePhoto((await measurePhoto(result.content)).measures))
    : [];
  return { ...result, originalName, photoProblems };
}

/**
 * Stores a checked file in the case's slot for its type, replacing the old file. `inside` runs in
 * the same transaction, on the case as it is now (locked): a status check, an audit record.
 */
export async function storeDocument(
  deps: StoreFileDeps,
  caseId: string,
  upload: DocumentUpload,
  inside?: (tx: Database, current: CaseRow, storedName: string) => Promise<void>,
): Promise<UploadResponse> {
  const checked = await checkUpload(upload);
  const storedName = await storeCaseFile(
    deps,
    caseId,
    {
      type: upload.documentType,
      content: checked.content,
      extension: checked.extension,
      originalName: checked.originalName,
      contentType: checked.contentType,
    },
    inside,
  );
  return {
    success: true,
    path: storedName,
    fileName: storedName,
    originalName: checked.originalName,
    size: checked.content.byteLength,
    message: 'File uploaded',
    photoProblems: checked.photoProblems,
  };
}
