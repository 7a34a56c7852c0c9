import type * as AdminApplicationRepository from '../../server/src/db/repositories/admin-application-repository.js';

export const ADMIN_LIST = {
  rows: 100_000,
  insertBatch: 25_000,
  pageSize: 50,
  warmups: 3,
  measured: 30,
  /** Used when BENCH_DATABASE_URL is unset and it answers; PostgreSQL is skipped otherwise. */
  defaultPostgresUrl: 'postgres://postgres@127.0.0.1:5432/test',
} as const;

type AdminRepository = typeof AdminApplicationRepository;
type AdminListQuery = Parameters<AdminRepository['listApplicationsPage']>[1];

export interface AdminListCase {
  label: string;
  /** A list page (listApplicationsPage), or the stats call when absent. */
  query?: AdminListQuery;
  /** Which of the call's statements must not read the whole table ('all', or the list page only). */
  noSeqScan?: 'all' | 'page';
}

const LIST_PAGE = {
  sort: 'createdAt',
  order: 'desc',
  page: 1,
  pageSize: ADMIN_LIST.pageSize,
  dateFilter: undefined,
  type: undefined,
} as const;

export const ADMIN_LIST_CASES: readonly AdminListCase[] = [
  {
    label: "search 'nkosi', pending, last month, residential",
    query: { ...LIST_PAGE, search: 'nkosi', status: 'pending', dateFilter: 'last_month', type: 'residential' },
    noSeqScan: 'all',
  },
  { label: "search 'nkosi'", query: { ...LIST_PAGE, search: 'nkosi' }, noSeqScan: 'all' },
  { label: "search '082 555' (phone)", query: { ...LIST_PAGE, search: '082 555' }, noSeqScan: 'all' },
  { label: 'first page, no filter', query: { ...LIST_PAGE } },
  { label: 'page 100, no filter', query: { ...LIST_PAGE, page: 100 } },
  { label: 'first page by name', query: { ...LIST_PAGE, sort: 'name', order: 'asc' }, noSeqScan: 'page' },
  { label: 'stats (applicationStats)' },
];
