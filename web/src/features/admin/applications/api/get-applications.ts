import type { ApplicationListResponse } from '@protea/shared/schemas/admin-applications';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { exportUrl } from '../../../../components/data-list/export-url';
import { type ListParams, toApiQuery } from '../../../../components/data-list/list-params';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../api/admin-keys';

const LIST_STALE_MS = 60_000;

export const useApplications = (params: ListParams) => {
  const query = toApiQuery(params);
  return useQuery({
    queryKey: adminKeys.applicationList(query),
    queryFn: ({ signal }) =>
      apiRequest<ApplicationListResponse>(`/admin/applications?${new URLSearchParams(query)}`, { signal }),
    select: (data) => ({ rows: data.applications, total: data.total }),
    staleTime: LIST_STALE_MS,
    // Paging and sorting keep the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
};

/** The CSV of the applications the list shows, in its order. */
export const applicationsExportUrl = (params: ListParams) => exportUrl('/admin/applications/export.csv', params);
