import type { ResidentialDocumentType } from '@protea/shared/constants';
import { apiRequest } from '../../../lib/api-client';

export interface DeleteDocumentInput {
  applicationNumber: string;
  fileName: string;
  documentType: ResidentialDocumentType;
}

export const deleteDocument = ({ applicationNumber, fileName, documentType }: DeleteDocumentInput) => {
  const query = new URLSearchParams({ appReference: applicationNumber, docType: documentType });
  return apiRequest<{ success: true }>(`/documents/${encodeURIComponent(fileName)}?${query}`, { method: 'DELETE' });
};
