import type { CreateStaffInput, StaffWithPassword } from '@protea/shared/schemas/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin/admin-keys';
import { apiRequest } from '../../../lib/api-client';

export const createStaff = (input: CreateStaffInput) =>
  apiRequest<StaffWithPassword>('/admin/staff', { method: 'POST', body: input });

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.staff }),
  });
}
