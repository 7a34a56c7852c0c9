import { apiRequest } from '../../../lib/api-client';
import { useStaffChange } from './use-staff-change';

export const disableStaffTwoFactor = (id: string) =>
  apiRequest<{ success: true }>(`/admin/staff/${encodeURIComponent(id)}/two-factor/disable`, { method: 'POST' });

export const useDisableStaffTwoFactor = () => useStaffChange(disableStaffTwoFactor);
