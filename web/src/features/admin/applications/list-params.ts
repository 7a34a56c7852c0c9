import { DATE_FILTERS, LIST_SORTS, PAGE_SIZES } from '@protea/shared/schemas/admin-applications';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@protea/shared/workflow/application-workflow';

export const DATE_OPTIONS = ['all_dates', ...DATE_FILTERS] as const;
export const TYPE_OPTIONS = ['all_types', 'residential', 'business'] as const;

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

export interface ListParams {
  status: ApplicationStatus;
  search: string;
  dateFilter: (typeof DATE_OPTIONS)[number];
  type: (typeof TYPE_OPTIONS)[number];
  sort: (typeof LIST_SORTS)[number];
  order: 'asc' | 'desc';
  page: number;
  pageSize: (typeof PAGE_SIZES)[number];
}

export const DEFAULT_LIST_PARAMS: ListParams = {
  status: 'pending',
  search: '',
  dateFilter: 'all_dates',
  type: 'all_types',
  sort: 'createdAt',
  order: 'desc',
  page: 1,
  pageSize: 25,
};

/** Names in the address bar, so a filtered list can be linked to and survives a reload. */
export const URL_NAMES: Record<keyof ListParams, string> = {
  status: 'status',
  search: 'search',
  dateFilter: 'date',
  type: 'type',
  sort: 'sort',
  order: 'order',
  page: 'page',
  pageSize: 'size',
};

function oneOf<T>(options: readonly T[], value: unknown, fallback: T): T {
  return options.find((option) => String(option) === value) ?? fallback;
}

export function parseListParams(params: URLSearchParams): ListParams {
  const get = (key: keyof ListParams) => params.get(URL_NAMES[key]) ?? undefined;
  const page = Number.parseInt(get('page') ?? '', 10);
  return {
    status: oneOf(APPLICATION_STATUSES, get('status'), DEFAULT_LIST_PARAMS.status),
    search: (get('search') ?? '').slice(0, 100),
    dateFilter: oneOf(DATE_OPTIONS, get('dateFilter'), DEFAULT_LIST_PARAMS.dateFilter),
    type: oneOf(TYPE_OPTIONS, get('type'), DEFAULT_LIST_PARAMS.type),
    sort: oneOf(LIST_SORTS, get('sort'), DEFAULT_LIST_PARAMS.sort),
    order: oneOf(['asc', 'desc'] as const, get('order'), DEFAULT_LIST_PARAMS.order),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    pageSize: oneOf(PAGE_SIZES, get('pageSize'), DEFAULT_LIST_PARAMS.pageSize),
  };
}

/** The API's query: the spec's "all" values and an empty search are simply left out. */
export function toApiQuery(params: ListParams, { paged = true } = {}): Record<string, string> {
  const query: Record<string, string> = { status: params.status, sort: params.sort, order: params.order };
  if (params.search.trim()) query.search = params.search.trim();
  if (params.dateFilter !== 'all_dates') query.dateFilter = params.dateFilter;
  if (params.type !== 'all_types') query.type = params.type;
  if (paged) {
    query.page = String(params.page);
    query.pageSize = String(params.pageSize);
  }
  return query;
}
