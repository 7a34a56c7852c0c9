import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { applicationKeys, type CaseQueryKeys } from './admin-keys';

/**
 * After a change, or when the list's Refresh is pressed: the case (when given), every list page of its
 * kind and the statistics behind the status counts, the pending badge and the overview are fetched again.
 */
export function useReloadAfterChange(keys: CaseQueryKeys = applicationKeys) {
  const queryClient = useQueryClient();
  return useCallback(
    (caseId?: string) =>
      Promise.all([
        caseId ? queryClient.invalidateQueries({ queryKey: keys.detail(caseId) }) : null,
        queryClient.invalidateQueries({ queryKey: keys.list }),
        queryClient.invalidateQueries({ queryKey: keys.stats }),
      ]),
    [queryClient, keys],
  );
}
