import type { StaffMember } from '@protea/shared/schemas/staff';
import { apiRequest } from '../../../lib/api-client';
import { useStaffChange } from './use-staff-change';

export const reactivateStaff = (id: string) =>
  apiRequest<{ staff: StaffMember }>(`/admin/staff/${encodeURIComponent(id)}/reactivate`, { method: 'POST' });

export const useReactivateStaff = () => useStaffChange(reactivateStaff);
