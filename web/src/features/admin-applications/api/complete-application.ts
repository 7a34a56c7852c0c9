import { useMutation } from '@tanstack/react-query';
import { useReloadAfterChange } from '../../../lib/admin/use-reload-after-change';
import { apiRequest } from '../../../lib/api-client';

export const completeApplication = (id: string) =>
  apiRequest<{ success: boolean; message?: string }>(`/admin/applications/${encodeURIComponent(id)}/complete`, {
    method: 'POST',
  });

export function useCompleteApplication() {
  const reload = useReloadAfterChange();
  return useMutation({ mutationFn: completeApplication, onSuccess: (_data, id) => reload(id) });
}
