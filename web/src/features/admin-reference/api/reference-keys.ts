import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin/admin-keys';

/** The reference data's queries; all under ['admin', 'reference'], so one change can make every page stale. */
export const referenceKeys = {
  all: ['admin', 'reference'] as const,
  complexes: ['admin', 'reference', 'complexes'] as const,
  complexPage: (query: object) => ['admin', 'reference', 'complexes', 'page', query] as const,
  complex: (id: number) => ['admin', 'reference', 'complexes', 'one', id] as const,
  accountPage: (query: object) => ['admin', 'reference', 'accounts', 'page', query] as const,
  depositRules: ['admin', 'reference', 'deposit-rules'] as const,
};

/**
 * After a change to the registers: the reference pages, and the complexes and units the review dialogs offer when
 * staff confirm an applicant's property.
 */
export async function refreshRegisters(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: referenceKeys.all }),
    queryClient.invalidateQueries({ queryKey: adminKeys.complexes }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'premises'] }),
  ]);
}
