import type { Database } from '../../server/src/db/client.js';
import type * as AdminApplicationRepository from '../../server/src/db/repositories/admin-application-repository.js';
import type { CaseListQuery } from '../../shared/src/schemas/case-list.js';

export const ADMIN_LIST = {
  /** Of each kind: applications and terminations share the database, as in production. */
  rows: 100_000,
  /**
   * Rows of one kind per INSERT, the kinds in turn. 25,000 made a count of terminations that scans from the table's
   * start read 25,000 applications first: their searches took 8-10 ms more than the applications' (100,000 rows).
   */
  insertBatch: 2_500,
  pageSize: 50,
  warmups: 3,
  measured: 30,
  /** Used when BENCH_DATABASE_URL is unset and it answers; PostgreSQL is skipped otherwise. */
  defaultPostgresUrl: 'postgres://postgres@127.0.0.1:5432/test',
} as const;

export interface AdminListCase<Query> {
  label: string;
  /** A list page, or the stats call when absent. */
  query?: Query;
  /** Which of the call's statements must not read the whole table ('all', or the list page only). */
  noSeqScan?: 'all' | 'page';
}

/** One admin list's cases and the repository calls that serve them. */
export interface AdminListBench<Query> {
  /** Plural, as in the section's title: 'applications'. */
  noun: string;
  cases: readonly AdminListCase<Query>[];
  /** Imported when the section runs. */
  repository(): Promise<{
    list(db: Database, query: Query): Promise<{ rows: unknown[]; total: number }>;
    /** The stats call, and its total. */
    stats(db: Database): Promise<unknown>;
    counted(db: Database): Promise<number>;
  }>;
  /** How the list's data was generated and what the calls are. */
  notes: string[];
}

type ApplicationListQuery = Parameters<(typeof AdminApplicationRepository)['listApplicationsPage']>[1];

/** The first page of 50, newest first; cases override what they filter or sort. */
export const LIST_PAGE = {
  sort: 'createdAt',
  order: 'desc',
  page: 1,
  pageSize: ADMIN_LIST.pageSize,
  dateFilter: undefined,
  type: undefined,
} as const;

/**
 * Cases every list has: the search with filters, the search alone, the unfiltered first and 100th pages.
 * Their status ('pending') and sort ('createdAt') are in every list's query. A search's count reads at most 101
 * matches (LIMIT), by a scan that stops there when the word is common, so only the list statement is checked.
 */
const SEARCH_CASES: AdminListCase<CaseListQuery>[] = [
  {
    label: "search 'nkosi', pending, last month, residential",
    query: { ...LIST_PAGE, search: 'nkosi', status: 'pending', dateFilter: 'last_month', type: 'residential' },
    noSeqScan: 'page',
  },
  { label: "search 'nkosi'", query: { ...LIST_PAGE, search: 'nkosi' }, noSeqScan: 'page' },
  // Issue 26: a business is found by its representative, whose surname its name does not hold (generate-cases-sql.ts).
  {
    label: "representative's surname 'mokoena', business",
    query: { ...LIST_PAGE, search: 'mokoena', type: 'business' },
    noSeqScan: 'page',
  },
];
const UNFILTERED_CASES: AdminListCase<CaseListQuery>[] = [
  { label: 'first page, no filter', query: { ...LIST_PAGE } },
  { label: 'page 100, no filter', query: { ...LIST_PAGE, page: 100 } },
];

/** The list's cases: the common ones with the list's own search in between, then its own cases and the stats call. */
export const listCases = <Query extends CaseListQuery>(
  search: AdminListCase<Query>,
  own: AdminListCase<Query>[],
  stats: string,
): AdminListCase<Query>[] => [
  ...(SEARCH_CASES as AdminListCase<Query>[]),
  search,
  ...(UNFILTERED_CASES as AdminListCase<Query>[]),
  ...own,
  { label: `stats (${stats})` },
];

export const ADMIN_APPLICATIONS: AdminListBench<ApplicationListQuery> = {
  noun: 'applications',
  cases: listCases(
    { label: "search '082 555' (phone)", query: { ...LIST_PAGE, search: '082 555' }, noSeqScan: 'page' },
    [{ label: 'first page by name', query: { ...LIST_PAGE, sort: 'name', order: 'asc' }, noSeqScan: 'page' }],
    'applicationStats',
  ),
  repository: async () => {
    const repository = await import('../../server/src/db/repositories/admin-application-repository.js');
    const { applicationStats } = await import('../../server/src/domain/cases/overview-figures.js');
    return {
      list: repository.listApplicationsPage,
      stats: applicationStats,
      counted: async (db) => (await applicationStats(db)).totalApplications,
    };
  },
  notes: [
    'Applications: names from small arrays, 10% business, created over the last 400 days, statuses skewed by age.',
    "In-process calls of listApplicationsPage (page and counts per status; run concurrently on PostgreSQL's pool, one " +
      'after the other on PGlite) and applicationStats; no HTTP.',
  ],
};
