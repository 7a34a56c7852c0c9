import type { CaseKind } from '@protea/shared/case-kinds';
import type { CaseListQuery, DateFilter } from '@protea/shared/schemas/case-list';
import { and, asc, type Column, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client.js';
import { cases } from '../schema.js';
import { saBoundaries } from './sa-time-boundaries.js';

/** What makes one admin list: its kinds, the kind's own table, its columns and sorts. */
export interface CaseListDefinition<Sort extends string> {
  kinds: readonly CaseKind[];
  /** The type filter's choices: which kind each one means. */
  kindOfType: Record<'residential' | 'business', CaseKind>;
  /** The sortable columns; the list always breaks ties by id. */
  sorts: Record<Sort, SQL | Column>;
  /** What the kind adds to the search besides reference, name, email and phone (e.g. an account number). */
  search?: (pattern: string) => Array<SQL | undefined>;
  /** The kind's own table and its id column: joined wherever the search reads its columns. */
  detail?: { table: PgTable; id: PgColumn };
}

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

function searchCondition<S extends string>(definition: CaseListDefinition<S>, search: string | undefined) {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // Only a search that looks like a phone number searches phones, so "PM-2026-123" finds no phones.
  const digits = /^[+\d\s()-]+$/.test(search) ? search.replace(/\D/g, '') : '';
  return or(
    ilike(cases.reference, pattern),
    ilike(cases.displayName, pattern),
    ilike(cases.email, pattern),
    // Phones are stored as +27...; "082 123" should find +2782123...
    digits.length >= 3 ? ilike(cases.cellPhone, `%${digits.replace(/^0/, '')}%`) : undefined,
    ...(definition.search?.(pattern) ?? []),
  );
}

/** Every condition but the status tab: the counts per status use it too. */
function filterWithoutStatus<S extends string>(definition: CaseListDefinition<S>, query: CaseListQuery<string, S>) {
  return and(
    query.type ? eq(cases.kind, definition.kindOfType[query.type]) : inArray(cases.kind, [...definition.kinds]),
    dateCondition(query.dateFilter),
    searchCondition(definition, query.search),
  );
}

export function caseListFilter<S extends string>(definition: CaseListDefinition<S>, query: CaseListQuery<string, S>) {
  return and(query.status ? eq(cases.status, query.status) : undefined, filterWithoutStatus(definition, query));
}

export function caseListOrder<S extends string>(definition: CaseListDefinition<S>, query: CaseListQuery<string, S>) {
  const direction = query.order === 'asc' ? asc : desc;
  return [direction(definition.sorts[query.sort]), direction(cases.id)];
}

/** The count of each status under the search and filters; the kind's table joined only when the search reads it. */
function countsQuery<S extends string>(
  db: Database,
  definition: CaseListDefinition<S>,
  query: CaseListQuery<string, S>,
) {
  const select = db.select({ status: cases.status, count: sql<number>`count(*)::int` }).from(cases).$dynamic();
  const joined =
    definition.detail && definition.search && query.search
      ? select.innerJoin(definition.detail.table, eq(definition.detail.id, cases.id))
      : select;
  return joined.where(filterWithoutStatus(definition, query)).groupBy(cases.status);
}

/**
 * One page of a list, and the count of each status under the same search and filters. `rows` is the
 * list's select over `cases` and its kind's table, made dynamic; the filter, order and page are added here.
 */
export async function listCasePage<S extends string, T extends PgSelect>(
  db: Database,
  definition: CaseListDefinition<S>,
  rows: T,
  query: CaseListQuery<string, S>,
) {
  const [page, counts] = await Promise.all([
    rows
      .where(caseListFilter(definition, query))
      .orderBy(...caseListOrder(definition, query))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countsQuery(db, definition, query),
  ]);
  const byStatus: Record<string, number> = Object.fromEntries(counts.map((row) => [row.status, Number(row.count)]));
  const total = query.status
    ? (byStatus[query.status] ?? 0)
    : Object.values(byStatus).reduce((sum, count) => sum + count, 0);
  return { rows: page as Awaited<T>, total, byStatus };
}

/** Every row of the filter, in the list's sort order, for the CSV export (bounded to protect the server). */
export function listCasesForExport<S extends string, T extends PgSelect>(
  definition: CaseListDefinition<S>,
  rows: T,
  query: CaseListQuery<string, S>,
  limit: number,
) {
  return rows
    .where(caseListFilter(definition, query))
    .orderBy(...caseListOrder(definition, query))
    .limit(limit);
}
