import type { UploadResponse } from '@protea/shared/schemas/uploads';
import type { UploadAnswer } from '../../../components/documents/uploaded-document';
import type { UploadControl } from '../../../components/documents/use-document-upload';
import { uploadFile } from '../../../lib/upload-file';
import type { DocumentType } from '../wizard-state';

export interface UploadDocumentInput extends Partial<UploadControl> {
  applicationNumber: string;
  documentType: DocumentType;
  file: File;
}

/** Uploads one document of the application; one of the same type is replaced. */
export async function uploadDocument(input: UploadDocumentInput): Promise<UploadAnswer> {
  const { applicationNumber, documentType, file, onProgress, signal } = input;
  const { fileName, originalName, size, photoProblems } = await uploadFile<UploadResponse>({
    path: '/upload',
    fields: { applicationId: applicationNumber, documentType },
    fileField: 'document',
    file,
    onProgress,
    signal,
  });
  return { fileName, originalName, size, photoProblems };
}
