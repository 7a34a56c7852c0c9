import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useReloadAfterChange } from './use-reload-after-change';

export const archiveApplication = (id: string) =>
  apiRequest<{ success: boolean }>(`/admin/applications/${encodeURIComponent(id)}/archive`, { method: 'POST' });

export function useArchiveApplication() {
  const reload = useReloadAfterChange();
  return useMutation({ mutationFn: archiveApplication, onSuccess: (_data, id) => reload(id) });
}
