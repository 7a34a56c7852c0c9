import type { ApplicationListRow } from '@protea/shared/schemas/admin-applications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../admin-toast';
import { useReloadAfterChange } from '../api/use-reload-after-change';
import type { ReviewSection } from '../review/review-sections';
import { applicationsExportUrl } from './api/export-url';
import { useApplications } from './api/get-applications';
import { ApplicationsTable } from './applications-table';
import { ListFooter } from './list-footer';
import { type ListParams, toApiQuery } from './list-params';
import { ListToolbar } from './list-toolbar';
import { useDirectActions } from './use-direct-actions';

interface ApplicationsListProps {
  params: ListParams;
  onChange: (patch: Partial<ListParams>) => void;
  onReview: (row: ApplicationListRow, section?: ReviewSection) => void;
  onMessage: (row: ApplicationListRow) => void;
}

export function ApplicationsList({ params, onChange, onReview, onMessage }: ApplicationsListProps) {
  const { t } = useTranslation();
  const list = useApplications(toApiQuery(params));
  const direct = useDirectActions();
  const reload = useReloadAfterChange();
  const data = list.data;

  // Once per failed fetch, including a failed refresh.
  const failedAt = list.isError ? list.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) {
      toastError(t('admin.applications.loadErrorTitle'), t('admin.applications.loadErrorText'));
    }
  }, [failedAt, t]);

  // After the last row of the last page leaves (archived, say), show the page that now is last.
  useEffect(() => {
    if (!data || list.isPlaceholderData || data.applications.length > 0 || data.total === 0) return;
    const lastPage = Math.ceil(data.total / params.pageSize);
    if (params.page > lastPage) onChange({ page: lastPage });
  }, [data, list.isPlaceholderData, params.page, params.pageSize, onChange]);

  return (
    <div className="grid gap-4">
      <ListToolbar
        params={params}
        onChange={onChange}
        // The counts on the tabs (and the pending badge) come from the statistics: they refresh too.
        onRefresh={() => reload()}
        isRefreshing={list.isFetching}
        exportHref={applicationsExportUrl(params)}
      />
      <ApplicationsTable
        rows={data?.applications}
        isLoading={list.isPending}
        isUpdating={list.isPlaceholderData}
        params={params}
        onSort={(sort, order) => onChange({ sort, order })}
        handlers={{ onReview, onMessage, ...direct }}
      />
      <ListFooter params={params} total={data?.total ?? 0} onChange={onChange} />
    </div>
  );
}
