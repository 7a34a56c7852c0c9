import type { CaseStatus } from '@protea/shared/workflow/workflows';
import type { QueryKey } from '@tanstack/react-query';
import type { ListPage } from '../../components/data-list/data-list';
import type { DataListTexts } from '../../components/data-list/data-list-texts';
import { defineList, type ListDefinition, type ListParams } from '../../components/data-list/list-params';
import type { CaseQueryKeys } from './admin-keys';

/** A page of a list of cases, with the status tabs' numbers under the same search and filters. */
export interface CasePage<Row, S extends string> extends ListPage<Row> {
  counts: Record<S, number>;
  /** False when a search matched more than the server counts: the numbers then say nothing of the rest. */
  countsExact: boolean;
}

/** An admin list of cases of one kind: where it lives in the address and the API, its tabs, sorts and texts. */
export interface CaseList<S extends string, K extends string, Response, Row> extends ListDefinition<S, K> {
  /** The list under the admin API (`/admin/applications`); its CSV is `{path}/export.csv`. */
  path: string;
  key: (query: Record<string, string>) => QueryKey;
  select: (data: Response) => CasePage<Row, S>;
  /** What a change to a case of the kind, or the list's Refresh, fetches again. */
  caseKeys: CaseQueryKeys;
  texts: DataListTexts;
}

/**
 * Names in the address start with the namespace (`apps.status`, `apps.page`), so two lists can share the dashboard;
 * every list opens on the requests waiting for staff (pending), newest first. The kinds differ only by this data.
 */
export const defineCaseList = <
  const S extends CaseStatus,
  const K extends string,
  Response,
  Row extends { id: string },
>(
  spec: Omit<CaseList<S | 'pending', K | 'createdAt', Response, Row>, 'defaults'>,
): CaseList<S | 'pending', K | 'createdAt', Response, Row> => ({
  ...spec,
  ...defineList({ ...spec, defaults: { status: 'pending', sort: 'createdAt' } }),
});

/** What a list defined so shows: its status tab, sort and the filters every list has. */
export type CaseListParams<L> = L extends ListDefinition<infer S, infer K> ? ListParams<S, K> : never;
