import type { TerminationAction } from '@protea/shared/workflow/termination-workflow';
import { useMutation } from '@tanstack/react-query';
import { terminationKeys } from '../../../lib/admin/admin-keys';
import { useReloadAfterChange } from '../../../lib/admin/use-reload-after-change';
import { apiRequest } from '../../../lib/api-client';
import { terminationPath } from './get-termination';

/**
 * One of staff's decisions on a termination (`POST /admin/terminations/{id}/{action}`); afterwards the
 * detail, every list page with its counts and the statistics are read again.
 */
export function useTerminationAction<Answer = { success: boolean }>(id: string, action: TerminationAction) {
  const reload = useReloadAfterChange(terminationKeys);
  return useMutation({
    mutationFn: (body?: object) => apiRequest<Answer>(`${terminationPath(id)}/${action}`, { method: 'POST', body }),
    onSuccess: () => reload(id),
  });
}
