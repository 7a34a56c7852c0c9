import type { StaffWithPassword } from '@protea/shared/schemas/staff';
import { apiRequest } from '../../../lib/api-client';
import { useStaffChange } from './use-staff-change';

export const resetStaffPassword = (id: string) =>
  apiRequest<StaffWithPassword>(`/admin/staff/${encodeURIComponent(id)}/reset-password`, { method: 'POST' });

export const useResetStaffPassword = () => useStaffChange(resetStaffPassword);
