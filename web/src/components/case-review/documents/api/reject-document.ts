import { useMutation } from '@tanstack/react-query';
import { applicationPath } from '../../../../lib/admin/case-paths';
import { useReloadAfterChange } from '../../../../lib/admin/use-reload-after-change';
import { apiRequest } from '../../../../lib/api-client';

export const rejectDocument = ({ reference, type }: { reference: string; type: string }) =>
  apiRequest<{ success: boolean }>(`${applicationPath(reference)}/documents/${encodeURIComponent(type)}/reject`, {
    method: 'POST',
  });

export function useRejectDocument() {
  const reload = useReloadAfterChange();
  return useMutation({ mutationFn: rejectDocument, onSuccess: (_data, { reference }) => reload(reference) });
}
