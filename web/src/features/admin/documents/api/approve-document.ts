import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { useReloadAfterChange } from '../../api/use-reload-after-change';
import { applicationPath } from '../../review/api/get-application';

export const approveDocument = ({ reference, type }: { reference: string; type: string }) =>
  apiRequest<{ success: boolean }>(`${applicationPath(reference)}/documents/${encodeURIComponent(type)}/approve`, {
    method: 'POST',
  });

export function useApproveDocument() {
  const reload = useReloadAfterChange();
  return useMutation({ mutationFn: approveDocument, onSuccess: (_data, { reference }) => reload(reference) });
}
