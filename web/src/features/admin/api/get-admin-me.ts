import type { AdminProfile } from '@protea/shared/schemas/admin-login';
import { useQuery } from '@tanstack/react-query';
import { apiRequestOrNullOn401 } from '../../../lib/api-client';
import { adminMeKey } from './admin-me-key';

/** The signed-in admin, or null when there is no live session. */
export const useAdminMe = () =>
  useQuery({
    queryKey: adminMeKey,
    queryFn: async () => (await apiRequestOrNullOn401<{ admin: AdminProfile }>('/admin/me'))?.admin ?? null,
  });
