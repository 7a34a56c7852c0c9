import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin/admin-keys';

/** Turning one's own two-factor on or off: the status and the staff list's two-factor column are read again. */
export function useTwoFactorChange<TInput, TData>(mutationFn: (input: TInput) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.twoFactor });
      await queryClient.invalidateQueries({ queryKey: adminKeys.staff });
    },
  });
}
