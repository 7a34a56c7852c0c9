/** Query keys of the back office; all start with 'admin' but none is a prefix of adminMeKey. */
export const adminKeys = {
  stats: ['admin', 'stats'] as const,
  terminationStats: ['admin', 'termination-stats'] as const,
  applications: ['admin', 'applications'] as const,
  applicationList: (query: object) => ['admin', 'applications', 'list', query] as const,
  application: (id: string) => ['admin', 'application', id] as const,
  complexes: ['admin', 'complexes'] as const,
  premises: (complexId: number) => ['admin', 'premises', complexId] as const,
};
