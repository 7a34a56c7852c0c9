import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { useReloadAfterChange } from '../../api/use-reload-after-change';
import { applicationPath } from '../../review/api/get-application';

export const rejectDocument = ({ reference, type }: { reference: string; type: string }) =>
  apiRequest<{ success: boolean }>(`${applicationPath(reference)}/documents/${encodeURIComponent(type)}/reject`, {
    method: 'POST',
  });

export function useRejectDocument() {
  const reload = useReloadAfterChange();
  return useMutation({ mutationFn: rejectDocument, onSuccess: (_data, { reference }) => reload(reference) });
}
