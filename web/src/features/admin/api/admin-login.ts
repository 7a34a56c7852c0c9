import type { AdminLoginInput, AdminProfile } from '@protea/shared/schemas/admin-login';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminMeKey } from './admin-me-key';

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminLoginInput) =>
      apiRequest<{ success: true; admin: AdminProfile }>('/admin/login', { method: 'POST', body: input }),
    onSuccess: ({ admin }) => queryClient.setQueryData(adminMeKey, admin),
  });
}
