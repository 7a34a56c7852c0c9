import { useMutation } from '@tanstack/react-query';
import { applicationPath } from '../../../../lib/admin/case-paths';
import { useReloadAfterChange } from '../../../../lib/admin/use-reload-after-change';
import { apiRequest } from '../../../../lib/api-client';

export const approveDocument = ({ reference, type }: { reference: string; type: string }) =>
  apiRequest<{ success: boolean }>(`${applicationPath(reference)}/documents/${encodeURIComponent(type)}/approve`, {
    method: 'POST',
  });

export function useApproveDocument() {
  const reload = useReloadAfterChange();
  return useMutation({ mutationFn: approveDocument, onSuccess: (_data, { reference }) => reload(reference) });
}
