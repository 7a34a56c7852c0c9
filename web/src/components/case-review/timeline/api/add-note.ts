import { useMutation } from '@tanstack/react-query';
import { useReloadAfterChange } from '../../../../lib/admin/use-reload-after-change';
import { apiRequest } from '../../../../lib/api-client';
import type { AdminCaseKind } from '../../case-kind';

/** A note on a case's timeline, with the admin's name (`{case}/notes`). */
export function useAddNote(kind: AdminCaseKind) {
  const reload = useReloadAfterChange(kind.keys);
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) =>
      apiRequest<{ success: boolean }>(`${kind.casePath(id)}/notes`, { method: 'POST', body: { note } }),
    onSuccess: (_data, { id }) => reload(id),
  });
}
