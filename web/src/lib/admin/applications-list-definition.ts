import { LIST_SORTS } from '@protea/shared/schemas/admin-applications';
import type { ApplicationStatus } from '@protea/shared/workflow/application-workflow';
import { dataListTexts } from '../../components/data-list/data-list-texts';
import { type CaseListParams, defineCaseList } from './define-case-list';

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

/** The applications list: `apps.status`, `apps.page` in the address. */
export const APPLICATIONS_LIST = defineCaseList('apps', STATUS_TABS, LIST_SORTS);

export type ApplicationListParams = CaseListParams<typeof APPLICATIONS_LIST>;

export const APPLICATIONS_LIST_TEXTS = dataListTexts('admin.applications');
