import type { DocumentQuality } from '@protea/shared/schemas/assistant';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

/** The assistant's quality check of a stored document (the server records the read in the request's access log). */
export const checkDocumentQuality = (fileName: string) =>
  apiRequest<{ success: boolean; analysis: DocumentQuality }>(`/ai/document-quality/${encodeURIComponent(fileName)}`, {
    method: 'POST',
  });

export const useCheckDocumentQuality = () => useMutation({ mutationFn: checkDocumentQuality });
