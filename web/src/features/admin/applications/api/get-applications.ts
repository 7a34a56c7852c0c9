import type { ApplicationListResponse } from '@protea/shared/schemas/admin-applications';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../api/admin-keys';

export const LIST_STALE_MS = 60_000;

export const useApplications = (query: Record<string, string>) =>
  useQuery({
    queryKey: adminKeys.applicationList(query),
    queryFn: ({ signal }) =>
      apiRequest<ApplicationListResponse>(`/admin/applications?${new URLSearchParams(query)}`, { signal }),
    staleTime: LIST_STALE_MS,
    // Paging and sorting keep the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
