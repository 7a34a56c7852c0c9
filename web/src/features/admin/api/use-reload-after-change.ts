import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { adminKeys } from './admin-keys';

/**
 * After a change, or when the list's Refresh is pressed: the application (when given), every list page
 * and the statistics behind the status counts, the pending badge and the overview are fetched again.
 */
export function useReloadAfterChange() {
  const queryClient = useQueryClient();
  return useCallback(
    (applicationId?: string) =>
      Promise.all([
        applicationId ? queryClient.invalidateQueries({ queryKey: adminKeys.application(applicationId) }) : null,
        queryClient.invalidateQueries({ queryKey: adminKeys.applications }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
      ]),
    [queryClient],
  );
}
