import { LIST_SORTS } from '@protea/shared/schemas/admin-applications';
import type { ApplicationStatus } from '@protea/shared/workflow/application-workflow';
import { dataListTexts } from '../../components/data-list/data-list-texts';
import { defineList, type ListParams } from '../../components/data-list/list-params';

/** The status tabs in workflow order; rejected has its own tab (PRODUCT.md). */
export const STATUS_TABS: readonly ApplicationStatus[] = [
  'incomplete',
  'needsinfo',
  'pending',
  'approved',
  'completed',
  'archived',
  'rejected',
];

/** The applications list: its names in the address start with `apps.` (`apps.status`, `apps.page`). */
export const APPLICATIONS_LIST = defineList({
  namespace: 'apps',
  statuses: STATUS_TABS,
  sorts: LIST_SORTS,
  defaults: { status: 'pending', sort: 'createdAt' },
});

export type ApplicationListParams = ListParams<ApplicationStatus, (typeof LIST_SORTS)[number]>;

export const APPLICATIONS_LIST_TEXTS = dataListTexts('admin.applications');
