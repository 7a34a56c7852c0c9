import type { TerminationListResponse } from '@protea/shared/schemas/admin-terminations';
import type { ListParams } from '../../../components/data-list/list-params';
import { adminKeys } from '../../../lib/admin/admin-keys';
import { caseListExportUrl, listPageOf, useCaseList } from '../../../lib/admin/use-case-list';

const TERMINATIONS = {
  path: '/admin/terminations',
  key: adminKeys.terminationList,
  select: (data: TerminationListResponse) => listPageOf('terminations')(data),
};

export const useTerminations = (params: ListParams) => useCaseList(TERMINATIONS, params);

/** The CSV of the terminations the list shows, in its order (`/admin/terminations/export.csv`). */
export const terminationsExportUrl = (params: ListParams) => caseListExportUrl(TERMINATIONS.path, params);
