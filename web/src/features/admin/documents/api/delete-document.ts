import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { useReloadAfterChange } from '../../api/use-reload-after-change';

export interface DeleteDocumentInput {
  reference: string;
  fileName: string;
  docType: string;
}

export function deleteDocument({ reference, fileName, docType }: DeleteDocumentInput) {
  // A path may be stored; the server wants the last segment (spec 2 section 5).
  const name = fileName.split('/').pop() ?? '';
  const query = new URLSearchParams({ appReference: reference, docType });
  return apiRequest<{ success: boolean }>(`/delete-document/${encodeURIComponent(name)}?${query}`, {
    method: 'DELETE',
  });
}

export function useDeleteDocument() {
  const reload = useReloadAfterChange();
  return useMutation({ mutationFn: deleteDocument, onSuccess: (_data, { reference }) => reload(reference) });
}
