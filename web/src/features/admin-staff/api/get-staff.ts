import type { StaffMember } from '@protea/shared/schemas/staff';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin/admin-keys';
import { apiRequest } from '../../../lib/api-client';

export const getStaff = async () => (await apiRequest<{ staff: StaffMember[] }>('/admin/staff')).staff;

export const useStaff = () => useQuery({ queryKey: adminKeys.staff, queryFn: getStaff });
