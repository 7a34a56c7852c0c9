import type { StaffMember } from '@protea/shared/schemas/staff';
import { apiRequest } from '../../../lib/api-client';
import { useStaffChange } from './use-staff-change';

export const changeStaffEmail = ({ id, email }: { id: string; email: string | undefined }) =>
  apiRequest<{ staff: StaffMember }>(`/admin/staff/${encodeURIComponent(id)}/email`, {
    method: 'POST',
    body: { email: email ?? '' },
  });

export const useChangeStaffEmail = () => useStaffChange(changeStaffEmail);
