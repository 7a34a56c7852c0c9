import type { AdminProfile } from '@protea/shared/schemas/admin-login';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { adminMeKey } from './admin-me-key';

/** The signed-in admin, or null when there is no live session (a 200 either way: no error in the console). */
export const useAdminMe = () =>
  useQuery({
    queryKey: adminMeKey,
    queryFn: async () => (await apiRequest<{ admin: AdminProfile | null }>('/admin/session')).admin,
  });
