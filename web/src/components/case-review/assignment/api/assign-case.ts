import type { CaseAssignee } from '@protea/shared/schemas/case-list';
import { useMutation } from '@tanstack/react-query';
import { useReloadAfterChange } from '../../../../lib/admin/use-reload-after-change';
import { apiRequest } from '../../../../lib/api-client';
import type { AdminCaseKind } from '../../case-kind';

/** Takes (`me`) or frees (null) a case (`{case}/assign`, issue 28); the case, its list and counts reload. */
export function useAssignCase(kind: AdminCaseKind) {
  const reload = useReloadAfterChange(kind.keys);
  return useMutation({
    mutationFn: ({ id, assignee }: { id: string; assignee: 'me' | null }) =>
      apiRequest<{ success: boolean; assignee: CaseAssignee | null }>(`${kind.casePath(id)}/assign`, {
        method: 'POST',
        body: { assignee },
      }),
    onSettled: (_data, _error, { id }) => reload(id),
  });
}
