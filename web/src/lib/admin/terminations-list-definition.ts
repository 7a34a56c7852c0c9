import { TERMINATION_LIST_SORTS } from '@protea/shared/schemas/admin-terminations';
import type { TerminationStatus } from '@protea/shared/workflow/termination-workflow';
import { dataListTexts } from '../../components/data-list/data-list-texts';
import { defineList, type ListParams } from '../../components/data-list/list-params';

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

/** The terminations list: its names in the address start with `terms.` (`terms.status`, `terms.page`). */
export const TERMINATIONS_LIST = defineList({
  namespace: 'terms',
  statuses: TERMINATION_STATUS_TABS,
  sorts: TERMINATION_LIST_SORTS,
  defaults: { status: 'pending', sort: 'createdAt' },
});

export type TerminationListParams = ListParams<TerminationStatus, (typeof TERMINATION_LIST_SORTS)[number]>;

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
