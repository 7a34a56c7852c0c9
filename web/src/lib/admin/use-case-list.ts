import type { CaseListAnswer } from '@protea/shared/schemas/case-list';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { exportUrl } from '../../components/data-list/export-url';
import { type ListParams, toApiQuery } from '../../components/data-list/list-params';
import { apiRequest } from '../api-client';

const LIST_STALE_MS = 60_000;

interface CaseList<Response, Page> {
  /** The list under the admin API (`/admin/applications`); its CSV is `{path}/export.csv`. */
  path: string;
  key: (query: Record<string, string>) => QueryKey;
  select: (data: Response) => Page;
}

/** A page of an admin list as the address's parameters ask for it, paged and sorted on the server. */
export function useCaseList<Response, Page>(list: CaseList<Response, Page>, params: ListParams) {
  const query = toApiQuery(params);
  return useQuery({
    queryKey: list.key(query),
    queryFn: ({ signal }) => apiRequest<Response>(`${list.path}?${new URLSearchParams(query)}`, { signal }),
    select: list.select,
    staleTime: LIST_STALE_MS,
    // Paging and sorting keep the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
}

/**
 * A list answer as the data list reads it: the rows, which the spec names after the kind (`applications`,
 * `terminations`), and the counts under the same search and filters, which are the status tabs' numbers.
 */
export const listPageOf =
  <K extends string>(rowsKey: K) =>
  <Row, S extends string>(data: CaseListAnswer<S> & Record<K, Row[]>) => ({
    rows: data[rowsKey],
    total: data.total,
    exact: data.exact,
    counts: data.counts,
    countsExact: data.countsExact,
  });

/** The CSV of the rows the list shows, in its order. */
export const caseListExportUrl = (path: string, params: ListParams) => exportUrl(`${path}/export.csv`, params);
