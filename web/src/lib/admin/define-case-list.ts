import { defineList, type ListDefinition, type ListParams } from '../../components/data-list/list-params';

/**
 * An admin list of cases: its names in the address start with the namespace (`apps.status`, `apps.page`), and it
 * opens on the requests waiting for staff (pending), newest first.
 */
export const defineCaseList = <S extends string, K extends string>(
  namespace: string,
  statuses: readonly (S | 'pending')[],
  sorts: readonly (K | 'createdAt')[],
): ListDefinition<S | 'pending', K | 'createdAt'> =>
  defineList({ namespace, statuses, sorts, defaults: { status: 'pending', sort: 'createdAt' } });

/** What a list defined so shows: its status tab, sort and the filters every list has. */
export type CaseListParams<L> = L extends ListDefinition<infer S, infer K> ? ListParams<S, K> : never;
