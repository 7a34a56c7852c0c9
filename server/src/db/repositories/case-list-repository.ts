import type { CaseKind } from '@protea/shared/case-kinds';
import type { CaseListQuery, DateFilter } from '@protea/shared/schemas/case-list';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from '../client.js';
import { adminUsers, cases, kindList } from '../schema.js';
import { countsByKindAndStatus } from './case-figures-repository.js';
import { saBoundaries } from './sa-time-boundaries.js';

/**
 * A search counts at most this many matches: beyond it the total and the tabs' counts are "more than" figures
 * (`exact: false`), so a search that matches half a million requests costs what one matching a hundred does, and
 * staff are asked to narrow it. Fewer matches are found through the trigram indexes, then sorted; more walk the sort
 * index and stop at the page.
 */
export const LIST_COUNT_LIMIT = 100;
/**
 * A search of this many digits or more, past a leading 0 or the country code 27, with nothing but spaces or brackets
 * between them, is part of a phone, account, ID or reference number and matches few requests: five digits pin one
 * number in a hundred thousand, or the start of a block of a thousand phone numbers ("082 555"). (A hyphen could span
 * a reference's parts: "2026-5" is a tenth of them.) The list takes all such a search's matches at once and counts
 * them exactly, rather than trust the planner's guess of how many there are, which ANALYZE's sample makes ten times
 * too high now and then (docs/performance/million-rows.md, "The phone search").
 */
const FEW_MATCHES_DIGITS = 5;
/** The most matches a search of FEW_MATCHES_DIGITS takes at once; were there more, it is listed like any search. */
export const FEW_MATCHES_LIMIT = 2_000;
/** Rows per statement when the CSV export walks the list. */
const EXPORT_BATCH = 1_000;

type Table = { table: PgTable; id: PgColumn };

/** What makes one admin list: its kinds, the kind's own table, its columns and sorts. */
export interface CaseListDefinition<
  Sort extends string,
  ListFields extends SelectedFields = SelectedFields,
  ExportFields extends SelectedFields = SelectedFields,
> {
  kinds: readonly CaseKind[];
  /** The type filter's choices: which kind each one means. */
  kindOfType: Record<'residential' | 'business', CaseKind>;
  /** The sortable columns, of `cases` or of the kind's table; the list always breaks ties by id. */
  sorts: Record<Sort, PgColumn>;
  /** The kind's own table, joined to every row. */
  own: Table;
  /**
   * What the kind adds to the search besides reference, name (and a business's representative), email and phone
   * (e.g. an account number).
   */
  search?: (pattern: string) => Array<SQL | undefined>;
  /** The columns of a row, of `cases` and of the kind's table: on the page, and in the CSV export (a page's and more). */
  fields: { list: ListFields; export: ExportFields };
  /**
   * A filter of the kind's own (a termination's holder answer), from the kind's own query parameters: a condition on
   * `cases.id`, since the counts read `cases` alone.
   */
  filter?: (query: object) => SQL | undefined;
}

/** One page of a list, and the count of each status under its search and filters (listCasePage). */
export interface CaseListPage<Row> {
  rows: Row[];
  total: number;
  byStatus: Record<string, number>;
  /** False when a search matched more than LIST_COUNT_LIMIT: `total` is then a lower bound. */
  exact: boolean;
  countsExact: boolean;
}

/** `select` of the fields from cases joined to the kind's own table: the rows a page or an export batch reads. */
const joinedRows = <S extends string>(db: Database, definition: CaseListDefinition<S>, fields: SelectedFields) =>
  db.select(fields).from(cases).innerJoin(definition.own.table, eq(definition.own.id, cases.id)).$dynamic();

/** `"cases"."kind" in ('a', 'b')`, as the lists' partial indexes say it (schema.ts, kindList). */
const kindCondition = (kinds: readonly CaseKind[]) => sql`${cases.kind} in (${kindList(kinds)})`;

function dateCondition(filter: DateFilter | undefined): SQL | undefined {
  const { today, yesterday } = saBoundaries();
  switch (filter) {
    case 'today':
      return gte(cases.createdAt, today);
    case 'yesterday':
      return and(gte(cases.createdAt, yesterday), lt(cases.createdAt, today));
    case 'last_week':
      return gte(cases.createdAt, sql`now() - interval '7 days'`);
    case 'last_month':
      return gte(cases.createdAt, sql`now() - interval '30 days'`);
    default:
      return undefined;
  }
}

/**
 * The kind's own search columns are numbers (account, ID, CIPC as 2019/123456/07): only a search of digits (and
 * slashes) looks there; "082 555" is a phone number, "nkosi" a name.
 */
function numberColumns<S extends string>(definition: CaseListDefinition<S>, search: string) {
  return search.length >= 3 && /^[\d/]+$/.test(search) ? definition.search?.(`%${escapeLike(search)}%`) : undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchCondition<S extends string>(definition: CaseListDefinition<S>, query: CaseListQuery<string, S>) {
  const search = query.search;
  if (!search) return undefined;
  // One or two characters are too short for the trigram indexes (and match most rows anywhere in a name): they find
  // names and emails that start with them, what someone typing "nk" means, through the prefix indexes.
  if (search.length < 3) {
    const start = `${escapeLike(search.toLowerCase())}%`;
    return or(
      sql`lower(${cases.displayName}) like ${start}`,
      sql`lower(${cases.representativeName}) like ${start}`,
      sql`lower(${cases.email}) like ${start}`,
    );
  }
  const pattern = `%${escapeLike(search)}%`;
  // Only a search that looks like a phone number searches phones, so "PM-2026-123" finds no phones.
  const digits = /^[+\d\s()-]+$/.test(search) ? search.replace(/\D/g, '') : '';
  const phone = digits.length >= 3;
  // Email addresses and references (PM-2026-12345) hold no spaces, so a search with one ("Zanele Botha", "082 555")
  // cannot match them, and reading their trigram indexes for it took half of a full name's search and a third of a
  // phone number's. A name keeps the reference (whose index finds nothing in a name at once): with a column no list
  // index holds beside the name, the planner cannot count a name's matches from the list's name index alone, whose
  // order puts all the Zanele Bothas after every other name (1.3 s at a million).
  const spaced = /\s/.test(search);
  // Without a space, the email keeps the planner off the name index; and a reference (PM-2026-48213, TM-...;
  // reference-number.ts) holds nothing but those letters, digits and dashes, so a search with any other character
  // ("mokoena") cannot match one: checking it anyway cost a walk along a date index a quarter of its time.
  const reference = spaced ? !phone : /^[pmt\d-]+$/i.test(search);
  const ownColumns = or(
    reference ? ilike(cases.reference, pattern) : undefined,
    ilike(cases.displayName, pattern),
    // A business is found by its representative too ("Thandi Mokoena"), whom display_name does not hold.
    ilike(cases.representativeName, pattern),
    spaced ? undefined : ilike(cases.email, pattern),
    // Phones are stored as +27...; "082 123" should find +2782123...
    phone ? ilike(cases.cellPhone, `%${digits.replace(/^0/, '')}%`) : undefined,
  );
  const detailColumns = numberColumns(definition, search);
  if (!detailColumns) return ownColumns;
  // An OR across cases and the kind's table can only be checked row by row on their join, which reads both tables
  // whole. As ids matched in either table, each side is a bitmap over its own trigram indexes, and no join is needed.
  // The list's kinds inside too: the phone's trigram index is the list's own (schema.ts).
  const { table, id } = definition.own;
  return sql`${cases.id} in (select ${cases.id} from ${cases} where ${and(kindCondition(definition.kinds), ownColumns)} union select ${id} from ${table} where ${or(...detailColumns)})`;
}

/** Whether the search is a number that matches few requests (FEW_MATCHES_DIGITS). */
export function searchesFewMatches(search: string | undefined): boolean {
  if (!search || !/^\+?[\d\s()]+$/.test(search)) return false;
  return search.replace(/\D/g, '').replace(/^(0|27)/, '').length >= FEW_MATCHES_DIGITS;
}

/** Who holds the case (issue 28): `none`, or a staff member's id (the route has put the caller's id for `me`). */
function assigneeCondition(assignee: string | undefined) {
  if (!assignee) return undefined;
  return assignee === 'none' ? isNull(cases.assigneeId) : eq(cases.assigneeId, assignee);
}

/**
 * What every list row carries, of whatever kind: the case's reference, name (a business's for businesses) and
 * contact, its kind and status, and the work on it (cases/case-work.ts).
 */
export const caseListFields = {
  id: cases.id,
  reference: cases.reference,
  name: cases.displayName,
  email: cases.email,
  phone: cases.cellPhone,
  createdAt: cases.createdAt,
  kind: cases.kind,
  status: cases.status,
  assigneeId: cases.assigneeId,
  dueAt: cases.dueAt,
};

/**
 * What every CSV row carries besides a list row's fields: the name of who holds the case (issue 39), read beside the
 * row through the staff table's key, so an export batch needs no second statement.
 */
export const caseExportFields = {
  ...caseListFields,
  assigneeName: sql<
    string | null
  >`(select ${adminUsers.displayName} from ${adminUsers} where ${adminUsers.id} = ${cases.assigneeId})`,
};

/** Every condition but the status tab: the counts per status use it too. */
function filterWithoutStatus<S extends string>(definition: CaseListDefinition<S>, query: CaseListQuery<string, S>) {
  return and(
    kindCondition(query.type ? [definition.kindOfType[query.type]] : definition.kinds),
    dateCondition(query.dateFilter),
    searchCondition(definition, query),
    assigneeCondition(query.assignee),
    // Only open cases have a due time; closed ones have none (cases/service-levels.ts).
    query.overdue ? lt(cases.dueAt, sql`now()`) : undefined,
    definition.filter?.(query),
  );
}

const hasKindFilter = <S extends string>(definition: CaseListDefinition<S>, query: CaseListQuery<string, S>) =>
  definition.filter?.(query) !== undefined;

/**
 * Filters whose matches are counted only up to LIST_COUNT_LIMIT, as a search's are: most cases are held by nobody,
 * and a busy office has thousands overdue. A staff member's own cases are few, and counted exactly.
 */
const countsBounded = (query: CaseListQuery) => Boolean(query.search || query.overdue || query.assignee === 'none');

export function caseListFilter<S extends string>(definition: CaseListDefinition<S>, query: CaseListQuery<string, S>) {
  return and(query.status ? eq(cases.status, query.status) : undefined, filterWithoutStatus(definition, query));
}

/**
 * The list's order. `findThenSort`: a sort key that no index holds (the same value), so the planner finds the few
 * matches of a search through the trigram indexes and sorts them, instead of walking a sort index and filtering every
 * row, which it chose when it expected far more matches than there were: a phone search read 101,567 rows for 105
 * (docs/performance/admin-terminations.md).
 */
function caseListOrder<S extends string>(
  definition: CaseListDefinition<S>,
  query: CaseListQuery<string, S>,
  findThenSort: boolean,
) {
  const direction = query.order === 'asc' ? asc : desc;
  const column = definition.sorts[query.sort];
  return [direction(findThenSort ? sql`coalesce(${column}, ${column})` : column), direction(cases.id)];
}

/**
 * The count of each status under the search and filters, and whether it is exact. Without a search or date filter,
 * from the cached counts per kind; with a date filter alone, counted from a list index; with a search, at most
 * LIST_COUNT_LIMIT + 1 matches are counted.
 */
async function statusCounts<S extends string>(
  db: Database,
  definition: CaseListDefinition<S>,
  query: CaseListQuery<string, S>,
): Promise<{ byStatus: Record<string, number>; exact: boolean }> {
  const byStatus: Record<string, number> = {};
  const add = (rows: Array<{ status: string; count: number }>) => {
    for (const row of rows) byStatus[row.status] = (byStatus[row.status] ?? 0) + Number(row.count);
  };
  if (!query.search && !query.dateFilter && !query.assignee && !query.overdue && !hasKindFilter(definition, query)) {
    // The statistics' own counts (docs/overview-figures.md): a tab and the overview show one number per status.
    const kinds: readonly string[] = query.type ? [definition.kindOfType[query.type]] : definition.kinds;
    add((await countsByKindAndStatus(db)).filter((row) => kinds.includes(row.kind)));
    return { byStatus, exact: true };
  }
  const where = filterWithoutStatus(definition, query);
  if (!countsBounded(query)) {
    add(
      await db
        .select({ status: cases.status, count: sql<number>`count(*)::int` })
        .from(cases)
        .where(where)
        .groupBy(cases.status),
    );
    return { byStatus, exact: true };
  }
  // A common word is counted by a scan that stops at the limit (from the table's start: synchronize_seqscans is off
  // in client.ts), or with a date or type filter, along the list's or the kind's date index from the newest; a rare
  // one is found through the trigram indexes. (With a type filter the scan from the table's start read every other
  // kind's rows too: a representative's surname among businesses, a twentieth of the table, read 65,000 rows for 101
  // matches at a million, where the kind's index read 3,000: docs/performance/million-rows.md.)
  // Overdue cases are counted along the list's due index, the most overdue first (issue 28).
  const limited = db.select({ status: cases.status }).from(cases).where(where).$dynamic();
  const ordered = query.overdue
    ? limited.orderBy(asc(cases.dueAt))
    : query.dateFilter || query.type
      ? limited.orderBy(desc(cases.createdAt))
      : limited;
  const matches = ordered.limit(LIST_COUNT_LIMIT + 1).as('matches');
  add(
    await db
      .select({ status: matches.status, count: sql<number>`count(*)::int` })
      .from(matches)
      .groupBy(matches.status),
  );
  const counted = Object.values(byStatus).reduce((sum, count) => sum + count, 0);
  return { byStatus, exact: counted <= LIST_COUNT_LIMIT };
}

/** How many cases match, counting at most LIST_COUNT_LIMIT + 1. */
async function boundedCount(db: Database, where: SQL | undefined): Promise<number> {
  // Newest first, along an index that holds the kind, status and date: a tab's requests are mostly recent ones
  // (pending, needs info), which a scan of the table from its start would reach last.
  const matches = db
    .select({ one: sql`1` })
    .from(cases)
    .where(where)
    .orderBy(desc(cases.createdAt))
    .limit(LIST_COUNT_LIMIT + 1)
    .as('matches');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matches);
  return Number(row?.count ?? 0);
}

/** `select` from cases, joined to the kind's own table when the list is sorted by one of its columns. */
function fromCases<S extends string, F extends Parameters<Database['select']>[0] & {}>(
  db: Database,
  definition: CaseListDefinition<S>,
  query: CaseListQuery<string, S>,
  fields: F,
) {
  const base = db.select(fields).from(cases).$dynamic();
  return definition.sorts[query.sort].table === definition.own.table
    ? base.innerJoin(definition.own.table, eq(definition.own.id, cases.id))
    : base;
}

/** The ids of one page, read from a list index alone where one holds the sort and the filter (however deep). */
function pageIds<S extends string>(
  db: Database,
  definition: CaseListDefinition<S>,
  query: CaseListQuery<string, S>,
  findThenSort: boolean,
) {
  const column = definition.sorts[query.sort];
  const sortsOwnTable = column.table === definition.own.table;
  const filtered =
    query.status ||
    query.dateFilter ||
    query.type ||
    query.search ||
    query.assignee ||
    query.overdue ||
    hasKindFilter(definition, query);
  if (sortsOwnTable && !filtered) {
    // Every row of the kind's table is of this list: its own (column, id) index alone gives the page.
    const direction = query.order === 'asc' ? asc : desc;
    return db
      .select({ id: definition.own.id })
      .from(definition.own.table)
      .orderBy(direction(column), direction(definition.own.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
  }
  return fromCases(db, definition, query, { id: cases.id })
    .where(caseListFilter(definition, query))
    .orderBy(...caseListOrder(definition, query, findThenSort))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}

/**
 * One page of a list, and the count of each status under the same search and filters (`exact` false: a search
 * matched more than LIST_COUNT_LIMIT and the counts are lower bounds). The page's ids are found first (a list index
 * alone, or the trigram indexes for a rare search), then their rows read.
 */
export const listCasePage = <S extends string, F extends SelectedFields>(
  db: Database,
  definition: CaseListDefinition<S, F>,
  query: CaseListQuery<string, S>,
) =>
  casePage(db, definition, joinedRows(db, definition, definition.fields.list), query) as Promise<
    CaseListPage<SelectResultFields<F>>
  >;

async function casePage<S extends string, T extends PgSelect>(
  db: Database,
  definition: CaseListDefinition<S>,
  rows: T,
  query: CaseListQuery<string, S>,
) {
  if (searchesFewMatches(query.search)) {
    const page = await listFewMatches(db, definition, rows, query);
    if (page) return page;
  }
  const start = (query.page - 1) * query.pageSize;
  const firstPagesByDate =
    definition.sorts[query.sort] === cases.createdAt && start + query.pageSize <= LIST_COUNT_LIMIT + 1;
  if (query.search && !query.status && (query.dateFilter || query.type) && firstPagesByDate) {
    return searchCountAndPage(db, definition, rows, query, start);
  }
  const { byStatus, exact: countsExact } = await statusCounts(db, definition, query);
  let total = query.status
    ? (byStatus[query.status] ?? 0)
    : Object.values(byStatus).reduce((sum, count) => sum + count, 0);
  let exact = countsExact;
  if (!countsExact && query.status) {
    if (firstPagesByDate) return tabCountAndPage(db, definition, rows, query, byStatus, start);
    // The tab's own count, bounded alike: the share of one status among the first matches says nothing of it.
    total = await boundedCount(db, caseListFilter(definition, query));
    exact = total <= LIST_COUNT_LIMIT;
  }
  const findThenSort = Boolean(query.search) && exact;
  const page = await rows
    .where(inArray(cases.id, pageIds(db, definition, query, findThenSort)))
    .orderBy(...caseListOrder(definition, query, findThenSort));
  return { rows: page as Awaited<T>, total, byStatus, exact, countsExact };
}

/**
 * A tab's own count and one of its first pages, in date order, from one walk of the date index: its first
 * LIST_COUNT_LIMIT + 1 matches are both the bounded count and the rows the page is cut from. A search, a date
 * filter and a tab made three walks, the slowest list call at a million (docs/performance/million-rows.md).
 */
async function tabCountAndPage<S extends string, T extends PgSelect>(
  db: Database,
  definition: CaseListDefinition<S>,
  rows: T,
  query: CaseListQuery<string, S>,
  byStatus: Record<string, number>,
  start: number,
) {
  const order = caseListOrder(definition, query, false);
  const first = await db
    .select({ id: cases.id })
    .from(cases)
    .where(caseListFilter(definition, query))
    .orderBy(...order)
    .limit(LIST_COUNT_LIMIT + 1);
  const page = await rowsOfSlice(rows, first, start, query.pageSize, order);
  const exact = first.length <= LIST_COUNT_LIMIT;
  return { rows: page, total: first.length, byStatus, exact, countsExact: false };
}

/**
 * A search's counts and one of its first pages, in date order, from one walk of a date index: a search with a date or
 * type filter is counted along that index from the newest (statusCounts), and its first LIST_COUNT_LIMIT + 1 matches
 * are both the counts per status and the rows the page is cut from. A representative's surname among businesses
 * walked the kind's index twice, once to count and once for the page (docs/performance/million-rows.md).
 */
async function searchCountAndPage<S extends string, T extends PgSelect>(
  db: Database,
  definition: CaseListDefinition<S>,
  rows: T,
  query: CaseListQuery<string, S>,
  start: number,
) {
  const order = caseListOrder(definition, query, false);
  const first = await db
    .select({ id: cases.id, status: cases.status })
    .from(cases)
    .where(filterWithoutStatus(definition, query))
    .orderBy(...order)
    .limit(LIST_COUNT_LIMIT + 1);
  const page = await rowsOfSlice(rows, first, start, query.pageSize, order);
  const exact = first.length <= LIST_COUNT_LIMIT;
  return { rows: page, total: first.length, byStatus: countByStatus(first), exact, countsExact: exact };
}

/** The rows of one page of matches found in the list's order, read in that order. */
async function rowsOfSlice<T extends PgSelect>(
  rows: T,
  matches: Array<{ id: string }>,
  start: number,
  pageSize: number,
  order: SQL[],
) {
  const ids = matches.slice(start, start + pageSize).map((match) => match.id);
  return (ids.length === 0 ? [] : await rows.where(inArray(cases.id, ids)).orderBy(...order)) as Awaited<T>;
}

/** How many of the matches each status has. */
function countByStatus(matches: Array<{ status: string }>) {
  const byStatus: Record<string, number> = {};
  for (const { status } of matches) byStatus[status] = (byStatus[status] ?? 0) + 1;
  return byStatus;
}

/**
 * A search of few matches (searchesFewMatches): every match's id and status in the list's order, in one statement
 * that reads them through the trigram indexes and sorts them (the order no index holds leaves the planner no index to
 * walk, and no LIMIT to stop early at: reading the whole table is then dearer than reading the matches, however many
 * it guesses there are). The counts are exact, and the page is a slice. Undefined when more than FEW_MATCHES_LIMIT
 * match.
 */
async function listFewMatches<S extends string, T extends PgSelect>(
  db: Database,
  definition: CaseListDefinition<S>,
  rows: T,
  query: CaseListQuery<string, S>,
) {
  const matches = await fromCases(db, definition, query, { id: cases.id, status: cases.status })
    .where(filterWithoutStatus(definition, query))
    .orderBy(...caseListOrder(definition, query, true))
    .limit(FEW_MATCHES_LIMIT + 1);
  if (matches.length > FEW_MATCHES_LIMIT) return undefined;
  const listed = query.status ? matches.filter((match) => match.status === query.status) : matches;
  const start = (query.page - 1) * query.pageSize;
  const page = await rowsOfSlice(rows, listed, start, query.pageSize, caseListOrder(definition, query, true));
  return { rows: page, total: listed.length, byStatus: countByStatus(matches), exact: true, countsExact: true };
}

/** The keyset condition: rows after `after` in the list's order, NULL sort keys where PostgreSQL sorts them. */
function afterRow(column: SQL, type: string, descending: boolean, after: { key: string | null; id: string }) {
  const key = sql`cast(${after.key} as ${sql.raw(type)})`;
  if (descending) {
    // Descending puts NULLs first: after a NULL come the other NULLs with a lower id, then every value.
    return after.key === null
      ? or(and(sql`${column} is null`, lt(cases.id, after.id)), sql`${column} is not null`)
      : sql`(${column}, ${cases.id}) < (${key}, ${after.id})`;
  }
  return after.key === null
    ? and(sql`${column} is null`, sql`${cases.id} > ${after.id}`)
    : or(sql`(${column}, ${cases.id}) > (${key}, ${after.id})`, sql`${column} is null`);
}

/**
 * Every row of the filter in the list's sort order, for the CSV export: a statement per EXPORT_BATCH rows, each
 * starting after the last row of the one before (keyset), so memory and each statement's cost stay flat whatever
 * the size, and no connection is held between batches.
 */
export async function* casesForExport<S extends string, E extends SelectedFields>(
  db: Database,
  definition: CaseListDefinition<S, SelectedFields, E>,
  query: CaseListQuery<string, S>,
): AsyncGenerator<SelectResultFields<E>> {
  const column = definition.sorts[query.sort];
  const descending = query.order !== 'asc';
  const order = descending ? [desc(column), desc(cases.id)] : [asc(column), asc(cases.id)];
  // Each row carries its sort key (as text) and id, to start the next batch after the last row.
  const fields = { ...definition.fields.export, exportKey: sql<string | null>`${column}::text`, exportId: cases.id };
  let after: { key: string | null; id: string } | undefined;
  for (;;) {
    const batch = await joinedRows(db, definition, fields)
      .where(
        and(
          caseListFilter(definition, query),
          after && afterRow(sql`${column}`, column.getSQLType(), descending, after),
        ),
      )
      .orderBy(...order)
      .limit(EXPORT_BATCH);
    yield* batch as Array<SelectResultFields<E>>;
    const last = batch.at(-1) as { exportKey: string | null; exportId: string } | undefined;
    if (!last || batch.length < EXPORT_BATCH) return;
    after = { key: last.exportKey, id: last.exportId };
  }
}

/** Fresh planner statistics for the lists' tables (PGlite has no autovacuum: housekeeping.ts runs this). */
export async function refreshListStatistics(db: Database): Promise<void> {
  await db.execute(sql`ANALYZE cases`);
  await db.execute(sql`ANALYZE applications`);
}
