import type { StaffMember, StaffRole } from '@protea/shared/schemas/staff';
import { apiRequest } from '../../../lib/api-client';
import { useStaffChange } from './use-staff-change';

export const changeStaffRole = ({ id, role }: { id: string; role: StaffRole }) =>
  apiRequest<{ staff: StaffMember }>(`/admin/staff/${encodeURIComponent(id)}/role`, {
    method: 'POST',
    body: { role },
  });

export const useChangeStaffRole = () => useStaffChange(changeStaffRole);
