import type { ReferencePage } from '@protea/shared/schemas/reference-data';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ReferenceQuery<S extends string> {
  search: string;
  status: S;
  page: number;
}

export const REFERENCE_PAGE_SIZE = 25;

/** One page of a register (`/admin/reference/complexes`, `/admin/reference/accounts`), the previous one kept on screen meanwhile. */
export function useReferencePage<Row, S extends string>(
  path: string,
  key: (query: Record<string, string>) => QueryKey,
  { search, status, page }: ReferenceQuery<S>,
) {
  const query = { search: search.trim(), status, page: String(page), pageSize: String(REFERENCE_PAGE_SIZE) };
  return useQuery({
    queryKey: key(query),
    queryFn: ({ signal }) => apiRequest<ReferencePage<Row>>(`${path}?${new URLSearchParams(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
