import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast-store';
import type { DataListTexts } from './data-list-texts';
import { type Column, DataTable } from './data-table';
import { ListPager } from './list-pager';
import type { ListParams } from './list-params';
import { ListToolbar } from './list-toolbar';
import { pageRange } from './page-range';

/** One page of a list as the server sends it, mapped by the feature's query (`select`). */
export interface ListPage<Row> {
  rows: readonly Row[];
  total: number;
  /** False when a search matched more than the server counts: `total` is then a lower bound. */
  exact?: boolean;
}

interface DataListProps<Row, S extends string, K extends string> {
  params: ListParams<S, K>;
  onChange: (patch: Partial<ListParams<S, K>>) => void;
  texts: DataListTexts;
  /** The page for `params`; placeholder data (the previous page) is shown faded while the next loads. */
  query: UseQueryResult<ListPage<Row>>;
  columns: readonly Column<Row, K>[];
  rowKey: (row: Row) => string;
  onRefresh: () => void;
  exportHref: string;
}

/** An admin list: toolbar, sortable table and pager, paged and sorted on the server. */
export function DataList<Row, S extends string, K extends string>(props: DataListProps<Row, S, K>) {
  const { params, onChange, texts, query, columns, rowKey, onRefresh, exportHref } = props;
  const { t } = useTranslation();
  const data = query.data;

  // Once per failed fetch, including a failed refresh.
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt)
      toast({ variant: 'destructive', title: t(texts.loadErrorTitle), description: t(texts.loadErrorText) });
  }, [failedAt, t, texts]);

  // After the last row of the last page leaves (archived, say), show the page that now is last.
  useEffect(() => {
    if (!data || query.isPlaceholderData || data.rows.length > 0 || data.total === 0 || data.exact === false) return;
    const { lastPage } = pageRange(params.page, params.pageSize, data.total);
    if (params.page > lastPage) onChange({ page: lastPage });
  }, [data, query.isPlaceholderData, params.page, params.pageSize, onChange]);

  return (
    <div className="grid gap-4">
      <ListToolbar
        params={params}
        onChange={onChange}
        texts={texts}
        onRefresh={onRefresh}
        isRefreshing={query.isFetching}
        exportHref={exportHref}
      />
      <DataTable
        caption={t(texts.tableCaption)}
        columns={columns}
        rows={data?.rows}
        rowKey={rowKey}
        isLoading={query.isPending}
        isUpdating={query.isPlaceholderData}
        loadingText={t(texts.loading)}
        emptyText={t(texts.empty)}
        sort={params.sort}
        order={params.order}
        onSort={(sort, order) => onChange({ sort, order })}
      />
      <ListPager
        params={params}
        total={data?.total ?? 0}
        exact={data?.exact !== false}
        rowsOnPage={data?.rows.length ?? 0}
        onChange={onChange}
        texts={texts}
      />
    </div>
  );
}
