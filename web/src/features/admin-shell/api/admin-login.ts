import type { AdminLoginInput, AdminLoginResponse } from '@protea/shared/schemas/admin-login';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMeKey } from '../../../lib/admin/admin-me-key';
import { apiRequest } from '../../../lib/api-client';

/** The password step: signed in, or (`twoFactorRequired`) the second step still to come. */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminLoginInput) =>
      apiRequest<AdminLoginResponse>('/admin/login', { method: 'POST', body: input }),
    onSuccess: (response) => {
      if (!response.twoFactorRequired) queryClient.setQueryData(adminMeKey, response.admin);
    },
  });
}
