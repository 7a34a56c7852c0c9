import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useReloadAfterChange } from './use-reload-after-change';

export const completeApplication = (id: string) =>
  apiRequest<{ success: boolean; message?: string }>(`/admin/applications/${encodeURIComponent(id)}/complete`, {
    method: 'POST',
  });

export function useCompleteApplication() {
  const reload = useReloadAfterChange();
  return useMutation({ mutationFn: completeApplication, onSuccess: (_data, id) => reload(id) });
}
