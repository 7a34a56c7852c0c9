import type { ChangeOwnPasswordInput, ChangeOwnPasswordResponse } from '@protea/shared/schemas/own-password';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMeKey } from '../../../lib/admin/admin-me-key';
import { apiRequest } from '../../../lib/api-client';

/** One's own password: the answer is the staff member as now, free of a temporary password. */
export function useChangeOwnPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeOwnPasswordInput) =>
      apiRequest<ChangeOwnPasswordResponse>('/admin/me/password', { method: 'POST', body: input }),
    onSuccess: ({ admin }) => queryClient.setQueryData(adminMeKey, admin),
  });
}
