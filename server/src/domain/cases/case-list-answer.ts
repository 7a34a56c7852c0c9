import type { CaseListAnswer } from '@protea/shared/schemas/case-list';

/** The part of a list's answer every kind shares: the totals of the page the repository found, every status counted. */
export function caseListAnswer<S extends string>(
  found: { total: number; exact: boolean; countsExact: boolean; byStatus: Partial<Record<string, number>> },
  query: { page: number; pageSize: number },
  statuses: readonly S[],
): CaseListAnswer<S> {
  return {
    total: found.total,
    exact: found.exact,
    countsExact: found.countsExact,
    page: query.page,
    pageSize: query.pageSize,
    counts: Object.fromEntries(statuses.map((s) => [s, found.byStatus[s] ?? 0])) as Record<S, number>,
  };
}
