import { useMutation } from '@tanstack/react-query';
import { useReloadAfterChange } from '../../../lib/admin/use-reload-after-change';
import { apiRequest } from '../../../lib/api-client';

export const archiveApplication = (id: string) =>
  apiRequest<{ success: boolean }>(`/admin/applications/${encodeURIComponent(id)}/archive`, { method: 'POST' });

export function useArchiveApplication() {
  const reload = useReloadAfterChange();
  return useMutation({ mutationFn: archiveApplication, onSuccess: (_data, id) => reload(id) });
}
