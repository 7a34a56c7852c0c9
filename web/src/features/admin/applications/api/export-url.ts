import { apiBase } from '../../../../lib/base-path';

/** CSV of every row of the filter (no paging); a plain link, so the browser downloads it with the session cookie. */
export const applicationsExportUrl = (query: Record<string, string>) =>
  `${apiBase}/admin/applications/export.csv?${new URLSearchParams(query)}`;
