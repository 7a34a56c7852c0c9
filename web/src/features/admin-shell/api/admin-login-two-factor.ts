import type { AdminProfile } from '@protea/shared/schemas/admin-login';
import type { TwoFactorLoginInput } from '@protea/shared/schemas/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMeKey } from '../../../lib/admin/admin-me-key';
import { apiRequest } from '../../../lib/api-client';

/** The second step of signing in: the authenticator's code or a recovery code, with the challenge cookie. */
export function useAdminLoginTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorLoginInput) =>
      apiRequest<{ success: true; admin: AdminProfile }>('/admin/login/two-factor', { method: 'POST', body: input }),
    onSuccess: ({ admin }) => queryClient.setQueryData(adminMeKey, admin),
  });
}
