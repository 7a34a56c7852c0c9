import type { QueryKey } from '@tanstack/react-query';

/** Query keys of the back office; all start with 'admin' but none is a prefix of adminMeKey. */
export const adminKeys = {
  stats: ['admin', 'stats'] as const,
  terminationStats: ['admin', 'termination-stats'] as const,
  applications: ['admin', 'applications'] as const,
  applicationList: (query: object) => ['admin', 'applications', 'list', query] as const,
  application: (id: string) => ['admin', 'application', id] as const,
  terminations: ['admin', 'terminations'] as const,
  terminationList: (query: object) => ['admin', 'terminations', 'list', query] as const,
  termination: (id: string) => ['admin', 'termination', id] as const,
  complexes: ['admin', 'complexes'] as const,
  premises: (complexId: number) => ['admin', 'premises', complexId] as const,
  staff: ['admin', 'staff'] as const,
  twoFactor: ['admin', 'two-factor'] as const,
};

/** What a change to one case of a kind makes stale: the case, every page of its list, its statistics. */
export interface CaseQueryKeys {
  detail: (id: string) => QueryKey;
  list: QueryKey;
  stats: QueryKey;
}

export const applicationKeys: CaseQueryKeys = {
  detail: adminKeys.application,
  list: adminKeys.applications,
  stats: adminKeys.stats,
};

export const terminationKeys: CaseQueryKeys = {
  detail: adminKeys.termination,
  list: adminKeys.terminations,
  stats: adminKeys.terminationStats,
};
