import { type ApplicationListResponse, LIST_SORTS } from '@protea/shared/schemas/admin-applications';
import { TERMINATION_LIST_SORTS, type TerminationListResponse } from '@protea/shared/schemas/admin-terminations';
import { dataListTexts } from '../../components/data-list/data-list-texts';
import { adminKeys, applicationKeys, terminationKeys } from './admin-keys';
import { type CaseListParams, defineCaseList } from './define-case-list';
import { listPageOf } from './use-case-list';

/** The dashboard's two lists of cases; the tabs in workflow order, with their own for the ends (PRODUCT.md 'Workflow'). */
export const CASE_LISTS = {
  applications: defineCaseList({
    namespace: 'apps',
    statuses: ['incomplete', 'needsinfo', 'pending', 'approved', 'completed', 'archived', 'rejected'],
    sorts: LIST_SORTS,
    path: '/admin/applications',
    key: adminKeys.applicationList,
    select: (data: ApplicationListResponse) => listPageOf('applications')(data),
    caseKeys: applicationKeys,
    texts: dataListTexts('admin.applications'),
  }),
  // Spec 3's five tabs, with needs info, rejected and archived.
  terminations: defineCaseList({
    namespace: 'terms',
    statuses: ['incomplete', 'pending', 'needsinfo', 'approved', 'completed', 'cancelled', 'rejected', 'archived'],
    sorts: TERMINATION_LIST_SORTS,
    path: '/admin/terminations',
    key: adminKeys.terminationList,
    select: (data: TerminationListResponse) => listPageOf('terminations')(data),
    caseKeys: terminationKeys,
    // The filters and pager read as on the applications list; the rest names terminations.
    texts: dataListTexts('admin.terminations', {
      dateLabel: 'admin.applications.dateLabel',
      dateFilters: 'admin.applications.dateFilters',
      typeLabel: 'admin.applications.typeLabel',
      typeFilters: 'admin.applications.typeFilters',
      refresh: 'admin.applications.refresh',
      exportCsv: 'admin.applications.exportCsv',
      pageSize: 'admin.applications.pageSize',
      pagination: 'admin.applications.pagination',
      previous: 'admin.applications.previous',
      next: 'admin.applications.next',
      pageOf: 'admin.applications.pageOf',
      pageNumber: 'admin.applications.pageNumber',
    }),
  }),
};

export type ApplicationListParams = CaseListParams<typeof CASE_LISTS.applications>;
export type TerminationListParams = CaseListParams<typeof CASE_LISTS.terminations>;
