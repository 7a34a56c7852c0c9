import type { AdminTerminationDetail } from '@protea/shared/schemas/admin-terminations';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin/admin-keys';
import { apiRequest } from '../../../lib/api-client';

export const terminationPath = (id: string) => `/admin/terminations/${encodeURIComponent(id)}`;

export const useTermination = (id: string) =>
  useQuery({
    queryKey: adminKeys.termination(id),
    queryFn: ({ signal }) => apiRequest<AdminTerminationDetail>(terminationPath(id), { signal }),
    // The customer may have changed it since it was last looked at: every opening reads it afresh.
    staleTime: 0,
  });
