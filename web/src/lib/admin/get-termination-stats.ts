import type { TerminationStats } from '@protea/shared/schemas/admin-terminations';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { adminKeys } from './admin-keys';
import { STATS_STALE_MS } from './get-admin-stats';

export const useTerminationStats = () =>
  useQuery({
    queryKey: adminKeys.terminationStats,
    queryFn: () => apiRequest<TerminationStats>('/admin/termination-stats'),
    staleTime: STATS_STALE_MS,
  });
