import type { ApplicationListResponse } from '@protea/shared/schemas/admin-applications';
import type { ListParams } from '../../../../components/data-list/list-params';
import { adminKeys } from '../../api/admin-keys';
import { caseListExportUrl, useCaseList } from '../../api/use-case-list';

const APPLICATIONS = {
  path: '/admin/applications',
  key: adminKeys.applicationList,
  // The counts under the same search and filters are the status tabs' numbers, as for terminations.
  select: (data: ApplicationListResponse) => ({
    rows: data.applications,
    total: data.total,
    exact: data.exact,
    counts: data.counts,
    countsExact: data.countsExact,
  }),
};

export const useApplications = (params: ListParams) => useCaseList(APPLICATIONS, params);

/** The CSV of the applications the list shows, in its order. */
export const applicationsExportUrl = (params: ListParams) => caseListExportUrl(APPLICATIONS.path, params);
