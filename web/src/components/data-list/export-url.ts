import { apiBase } from '../../lib/base-path';
import { type ListParams, toApiQuery } from './list-params';

/**
 * CSV of every row the list shows, in the list's order: its filters, search, sort and order, but no
 * paging. A plain link, so the browser downloads it with the session cookie.
 */
export const exportUrl = (path: string, params: ListParams) =>
  `${apiBase}${path}?${new URLSearchParams(toApiQuery(params, { paged: false }))}`;
