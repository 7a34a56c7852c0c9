import type { ReferencePage } from '@protea/shared/schemas/reference-data';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { REFERENCE_PAGE_SIZE } from '../api/get-reference-page';
import { ReferencePager } from './reference-pager';

interface RegisterListProps<Row> {
  query: UseQueryResult<ReferencePage<Row>>;
  page: number;
  onPage: (page: number) => void;
  loadingText: string;
  emptyText: string;
  /** The rows of the page, as a table or cards. */
  children: (rows: readonly Row[], isUpdating: boolean) => ReactNode;
}

/** A page of a register: loading, failed, empty, or its rows and the pager. */
export function RegisterList<Row>({ query, page, onPage, loadingText, emptyText, children }: RegisterListProps<Row>) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner label={loadingText} />;
  if (query.isError && !query.data) {
    return (
      <p role="alert" className="text-red-700">
        {t('admin.reference.list.loadFailed')}
      </p>
    );
  }
  const { items, total, exact } = query.data;
  return (
    <div className="grid gap-4">
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">{emptyText}</p>
      ) : (
        children(items, query.isPlaceholderData)
      )}
      <ReferencePager
        page={page}
        pageSize={REFERENCE_PAGE_SIZE}
        total={total}
        exact={exact !== false}
        rowsOnPage={items.length}
        onPage={onPage}
      />
    </div>
  );
}
