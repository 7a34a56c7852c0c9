import type { AdminLoginInput, AdminProfile } from '@protea/shared/schemas/admin-login';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiRequestOrNullOn401 } from '../../../lib/api-client';

const meKey = ['admin', 'me'] as const;

export const useAdminMe = () =>
  useQuery({
    queryKey: meKey,
    queryFn: async () => (await apiRequestOrNullOn401<{ admin: AdminProfile }>('/admin/me'))?.admin ?? null,
  });

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminLoginInput) =>
      apiRequest<{ success: true; admin: AdminProfile }>('/admin/login', { method: 'POST', body: input }),
    onSuccess: ({ admin }) => queryClient.setQueryData(meKey, admin),
  });
}

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/admin/logout', { method: 'POST' }),
    onSuccess: () => queryClient.clear(),
  });
}
