import type { ApplicationListResponse } from '@protea/shared/schemas/admin-applications';
import type { ListParams } from '../../../components/data-list/list-params';
import { adminKeys } from '../../../lib/admin/admin-keys';
import { caseListExportUrl, listPageOf, useCaseList } from '../../../lib/admin/use-case-list';

const APPLICATIONS = {
  path: '/admin/applications',
  key: adminKeys.applicationList,
  select: (data: ApplicationListResponse) => listPageOf('applications')(data),
};

export const useApplications = (params: ListParams) => useCaseList(APPLICATIONS, params);

/** The CSV of the applications the list shows, in its order. */
export const applicationsExportUrl = (params: ListParams) => caseListExportUrl(APPLICATIONS.path, params);
