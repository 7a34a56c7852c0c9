import type { PhotoProblem } from '@protea/shared/constants';
import type { TerminationDocumentRecord, TerminationDocumentType } from '@protea/shared/schemas/termination';
import type { UploadControl } from '../../../components/documents/use-document-upload';
import { apiRequest } from '../../../lib/api-client';
import { apiBase } from '../../../lib/base-path';
import { uploadFile } from '../../../lib/upload-file';
import { SESSION_TERMINATION } from './termination-code';

interface UploadAnswer {
  success: true;
  path: string;
  fileName: string;
  originalName: string;
  size: number | string;
  capturedAt?: string | null;
  photoProblems?: PhotoProblem[];
}

/**
 * Uploads one document of the draft; a second of the same type replaces the first. The spec's file record, and what
 * the quality check saw in a photo.
 */
export async function uploadTerminationDocument(
  type: TerminationDocumentType,
  file: File,
  control: Partial<UploadControl> = {},
): Promise<{ record: TerminationDocumentRecord; photoProblems: PhotoProblem[] }> {
  const answer = await uploadFile<UploadAnswer>({
    path: '/upload-termination-document',
    fields: { terminationId: SESSION_TERMINATION, documentType: type },
    fileField: 'document',
    file,
    ...control,
  });
  const record = {
    type,
    fileName: answer.path || answer.fileName,
    originalName: answer.originalName || file.name,
    size: ((typeof answer.size === 'number' ? answer.size : file.size) / 1024).toFixed(1),
    uploadDate: new Date().toISOString(),
    capturedAt: answer.capturedAt ?? null,
  };
  return { record, photoProblems: answer.photoProblems ?? [] };
}

export const deleteTerminationDocument = ({ fileName, type }: Pick<TerminationDocumentRecord, 'fileName' | 'type'>) =>
  apiRequest<{ success: true }>(
    `/delete-termination-document/${encodeURIComponent(fileName)}?${new URLSearchParams({
      terminationId: SESSION_TERMINATION,
      docType: type,
    })}`,
    { method: 'DELETE' },
  );

/** An uploaded document, for the session that owns it. */
export const terminationDocumentUrl = (fileName: string) =>
  `${apiBase}/termination-documents/${encodeURIComponent(fileName)}`;
