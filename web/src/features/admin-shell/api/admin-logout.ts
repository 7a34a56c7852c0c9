import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMeKey } from '../../../lib/admin/admin-me-key';
import { apiRequest } from '../../../lib/api-client';

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/admin/logout', { method: 'POST' }),
    onSuccess: () => {
      // Signed out: the gate shows its sign-in form at once, and nothing the session read stays in the cache.
      queryClient.setQueryData(adminMeKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== hashKey(adminMeKey) });
    },
  });
}
