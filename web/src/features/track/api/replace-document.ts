import { isTerminationKind } from '@protea/shared/case-kinds';
import type { RequestStatus } from '@protea/shared/schemas/request-status';
import type { UploadResponse } from '@protea/shared/schemas/uploads';
import type { UploadedDocument } from '../../../components/documents/uploaded-document';
import type { UploadControl } from '../../../components/documents/use-document-upload';
import { apiBase } from '../../../lib/base-path';
import { documentUrl } from '../../../lib/document-url';
import { uploadFile } from '../../../lib/upload-file';

/**
 * A new file for a document staff refused (issue 39), through the wizards' own upload calls with the Track session:
 * the server takes it while the request is under review only into a refused document's slot.
 */
export async function replaceDocument(
  status: RequestStatus,
  type: string,
  file: File,
  control: UploadControl,
): Promise<UploadedDocument> {
  const isTermination = isTerminationKind(status.kind);
  const answer = await uploadFile<UploadResponse>({
    path: isTermination ? '/upload-termination-document' : '/upload',
    fields: { [isTermination ? 'terminationId' : 'applicationId']: status.reference, documentType: type },
    fileField: 'document',
    file,
    ...control,
  });
  return { fileName: answer.fileName, originalName: answer.originalName, size: Number(answer.size) || file.size };
}

/** Where a request's uploaded document opens, for its own session. */
export const replacedDocumentUrl = (status: RequestStatus, fileName: string) =>
  isTerminationKind(status.kind)
    ? `${apiBase}/termination-documents/${encodeURIComponent(fileName)}`
    : documentUrl(fileName);
