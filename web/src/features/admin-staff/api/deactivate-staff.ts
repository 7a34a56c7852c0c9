import type { StaffMember } from '@protea/shared/schemas/staff';
import { apiRequest } from '../../../lib/api-client';
import { useStaffChange } from './use-staff-change';

export const deactivateStaff = (id: string) =>
  apiRequest<{ staff: StaffMember }>(`/admin/staff/${encodeURIComponent(id)}/deactivate`, { method: 'POST' });

export const useDeactivateStaff = () => useStaffChange(deactivateStaff);
