import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';
import { STATS_STALE_MS } from './get-admin-stats';

export interface TerminationStats {
  totalTerminations: number;
  incompleteTerminations: number;
  pendingTerminations: number;
  approvedTerminations: number;
  completedTerminations: number;
  cancelledTerminations: number;
  terminationsThisMonth: number;
  terminationsToday: number;
  terminationsThisWeek: number;
  businessTerminations: number;
  residentialTerminations: number;
}

export const useTerminationStats = () =>
  useQuery({
    queryKey: adminKeys.terminationStats,
    queryFn: () => apiRequest<TerminationStats>('/admin/termination-stats'),
    staleTime: STATS_STALE_MS,
  });
