import { TERMINATION_LIST_SORTS } from '@protea/shared/schemas/admin-terminations';
import type { TerminationStatus } from '@protea/shared/workflow/termination-workflow';
import { dataListTexts } from '../../components/data-list/data-list-texts';
import { type CaseListParams, defineCaseList } from './define-case-list';

/** Spec 3's five tabs in workflow order, with needs info, rejected and archived (PRODUCT.md 'Workflow'). */
export const TERMINATION_STATUS_TABS: readonly TerminationStatus[] = [
  'incomplete',
  'pending',
  'needsinfo',
  'approved',
  'completed',
  'cancelled',
  'rejected',
  'archived',
];

/** The terminations list: `terms.status`, `terms.page` in the address. */
export const TERMINATIONS_LIST = defineCaseList('terms', TERMINATION_STATUS_TABS, TERMINATION_LIST_SORTS);

export type TerminationListParams = CaseListParams<typeof TERMINATIONS_LIST>;

// The filters read as on the applications list; the rest names terminations.
export const TERMINATIONS_LIST_TEXTS = dataListTexts('admin.terminations', {
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
});
