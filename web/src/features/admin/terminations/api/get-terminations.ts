import type { TerminationListResponse } from '@protea/shared/schemas/admin-terminations';
import type { ListParams } from '../../../../components/data-list/list-params';
import { adminKeys } from '../../api/admin-keys';
import { caseListExportUrl, useCaseList } from '../../api/use-case-list';

const TERMINATIONS = {
  path: '/admin/terminations',
  key: adminKeys.terminationList,
  // The counts under the same search and filters are the status tabs' numbers.
  select: (data: TerminationListResponse) => ({
    rows: data.terminations,
    total: data.total,
    exact: data.exact,
    counts: data.counts,
    countsExact: data.countsExact,
  }),
};

export const useTerminations = (params: ListParams) => useCaseList(TERMINATIONS, params);

/** The CSV of the terminations the list shows, in its order (`/admin/terminations/export.csv`). */
export const terminationsExportUrl = (params: ListParams) => caseListExportUrl(TERMINATIONS.path, params);
