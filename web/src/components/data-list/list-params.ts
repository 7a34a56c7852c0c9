import { DATE_FILTERS, PAGE_SIZES } from '@protea/shared/schemas/case-list';

export const DATE_OPTIONS = ['all_dates', ...DATE_FILTERS] as const;
export const TYPE_OPTIONS = ['all_types', 'residential', 'business'] as const;
/** Whose cases, and which are late (issue 28): everyone's, the caller's, nobody's, or the overdue ones. */
export const VIEW_OPTIONS = ['all', 'mine', 'unassigned', 'overdue'] as const;
const ORDERS = ['asc', 'desc'] as const;
const SEARCH_MAX = 100;

/** What an admin list shows: a status tab, search, date and type filters, sort, page. */
export interface ListParams<S extends string = string, K extends string = string> {
  status: S;
  search: string;
  dateFilter: (typeof DATE_OPTIONS)[number];
  type: (typeof TYPE_OPTIONS)[number];
  view: (typeof VIEW_OPTIONS)[number];
  sort: K;
  order: (typeof ORDERS)[number];
  page: number;
  pageSize: (typeof PAGE_SIZES)[number];
}

export interface ListDefinition<S extends string, K extends string> {
  /** Prefix of the list's names in the address (`apps` gives `apps.status`), so two lists can share a page. */
  namespace: string;
  statuses: readonly S[];
  sorts: readonly K[];
  defaults: ListParams<S, K>;
}

/** What every admin list opens with besides its status tab and sort: everything, newest first, 25 a page. */
const COMMON_DEFAULTS = {
  search: '',
  dateFilter: 'all_dates',
  type: 'all_types',
  view: 'all',
  order: 'desc',
  page: 1,
  pageSize: 25,
} as const satisfies Omit<ListParams, 'status' | 'sort'>;

interface ListSpec<S extends string, K extends string> extends Omit<ListDefinition<S, K>, 'defaults'> {
  defaults: Pick<ListParams<S, K>, 'status' | 'sort'> & Partial<ListParams<S, K>>;
}

export const defineList = <const S extends string, const K extends string>({
  defaults,
  ...list
}: ListSpec<S, K>): ListDefinition<S, K> => ({ ...list, defaults: { ...COMMON_DEFAULTS, ...defaults } });

/** Names in the address, after the namespace: short, and stable for links people keep. */
const URL_NAMES: Record<keyof ListParams, string> = {
  status: 'status',
  search: 'search',
  dateFilter: 'date',
  type: 'type',
  view: 'view',
  sort: 'sort',
  order: 'order',
  page: 'page',
  pageSize: 'size',
};

type AnyList = ListDefinition<string, string>;

const nameOf = (definition: AnyList, key: keyof ListParams) => `${definition.namespace}.${URL_NAMES[key]}`;

function oneOf<T>(options: readonly T[], value: string | null, fallback: T): T {
  return options.find((option) => String(option) === value) ?? fallback;
}

/** The list as the address gives it; a missing or unknown value is the list's default. */
export function parseListParams<S extends string, K extends string>(
  definition: ListDefinition<S, K>,
  params: URLSearchParams,
): ListParams<S, K> {
  const get = (key: keyof ListParams) => params.get(nameOf(definition, key));
  const { defaults } = definition;
  const page = Number(get('page'));
  return {
    status: oneOf(definition.statuses, get('status'), defaults.status),
    search: (get('search') ?? '').slice(0, SEARCH_MAX),
    dateFilter: oneOf(DATE_OPTIONS, get('dateFilter'), defaults.dateFilter),
    type: oneOf(TYPE_OPTIONS, get('type'), defaults.type),
    view: oneOf(VIEW_OPTIONS, get('view'), defaults.view),
    sort: oneOf(definition.sorts, get('sort'), defaults.sort),
    order: oneOf(ORDERS, get('order'), defaults.order),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    pageSize: oneOf(PAGE_SIZES, get('pageSize'), defaults.pageSize),
  };
}

/**
 * The address after a change: the list's own names change, anything else (the dashboard tab, another
 * list) stays. Defaults are left out; any change but the page itself starts again at page 1.
 */
export function writeListParams<S extends string, K extends string>(
  definition: ListDefinition<S, K>,
  previous: URLSearchParams,
  patch: Partial<ListParams<S, K>>,
): URLSearchParams {
  const next = new URLSearchParams(previous);
  for (const [key, value] of Object.entries(patch) as [keyof ListParams, unknown][]) {
    const name = nameOf(definition, key);
    if (value === definition.defaults[key] || value === '' || value === undefined) next.delete(name);
    else next.set(name, String(value));
  }
  if (!('page' in patch)) next.delete(nameOf(definition, 'page'));
  return next;
}

/** Address parameters that open the list with exactly these values (links from elsewhere, such as the overview). */
export function listSearch<S extends string, K extends string>(
  definition: ListDefinition<S, K>,
  values: Partial<ListParams<S, K>>,
): URLSearchParams {
  return new URLSearchParams(
    Object.entries(values).map(([key, value]) => [nameOf(definition, key as keyof ListParams), String(value)]),
  );
}

/** The API's query: the spec's "all" values and an empty search are simply left out. */
export function toApiQuery(params: ListParams, { paged = true } = {}): Record<string, string> {
  const query: Record<string, string> = { status: params.status, sort: params.sort, order: params.order };
  if (params.search.trim()) query.search = params.search.trim();
  if (params.dateFilter !== 'all_dates') query.dateFilter = params.dateFilter;
  if (params.type !== 'all_types') query.type = params.type;
  if (params.view === 'mine') query.assignee = 'me';
  if (params.view === 'unassigned') query.assignee = 'none';
  if (params.view === 'overdue') query.overdue = 'true';
  if (paged) {
    query.page = String(params.page);
    query.pageSize = String(params.pageSize);
  }
  return query;
}
