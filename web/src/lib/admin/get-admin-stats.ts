import type { ApplicationStats } from '@protea/shared/schemas/admin-applications';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { adminKeys } from './admin-keys';

export const STATS_STALE_MS = 60_000;

export const useAdminStats = () =>
  useQuery({
    queryKey: adminKeys.stats,
    queryFn: () => apiRequest<ApplicationStats>('/admin/stats'),
    staleTime: STATS_STALE_MS,
  });
