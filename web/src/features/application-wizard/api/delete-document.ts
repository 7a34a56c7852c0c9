import { apiRequest } from '../../../lib/api-client';
import type { DocumentType } from '../wizard-state';

export interface DeleteDocumentInput {
  applicationNumber: string;
  fileName: string;
  documentType: DocumentType;
}

export const deleteDocument = ({ applicationNumber, fileName, documentType }: DeleteDocumentInput) => {
  const query = new URLSearchParams({ appReference: applicationNumber, docType: documentType });
  return apiRequest<{ success: true }>(`/documents/${encodeURIComponent(fileName)}?${query}`, { method: 'DELETE' });
};
