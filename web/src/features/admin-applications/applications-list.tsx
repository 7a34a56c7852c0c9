import type { ApplicationListRow } from '@protea/shared/schemas/admin-applications';
import { useTranslation } from 'react-i18next';
import { useCaseColumns } from '../../components/admin/case-columns';
import { DataList } from '../../components/data-list/data-list';
import type { Column } from '../../components/data-list/data-table';
import { APPLICATIONS_LIST_TEXTS, type ApplicationListParams } from '../../lib/admin/applications-list-definition';
import { useReloadAfterChange } from '../../lib/admin/use-reload-after-change';
import { useDirectActions } from './actions/use-direct-actions';
import { applicationsExportUrl, type useApplications } from './api/get-applications';
import type { ReviewSection } from './review/review-sections';
import { RowActions } from './row-actions';

interface ApplicationsListProps {
  params: ApplicationListParams;
  onChange: (patch: Partial<ApplicationListParams>) => void;
  onReview: (row: ApplicationListRow, section?: ReviewSection) => void;
  onMessage: (row: ApplicationListRow) => void;
  query: ReturnType<typeof useApplications>;
}

export function ApplicationsList({ params, onChange, onReview, onMessage, query }: ApplicationsListProps) {
  const { t } = useTranslation();
  const cases = useCaseColumns();
  const direct = useDirectActions();
  const reload = useReloadAfterChange();
  const column = (id: string) => t(`admin.applications.columns.${id}`);
  const columns: Column<ApplicationListRow, ApplicationListParams['sort']>[] = [
    {
      id: 'reference',
      label: column('reference'),
      sort: 'reference',
      isRowHeader: true,
      className: 'font-mono font-semibold whitespace-nowrap',
      render: (row) => row.appReference,
    },
    { id: 'name', label: column('name'), sort: 'name', render: (row) => row.fullName },
    cases.work(t('admin.lists.columns.due'), 'dueAt'),
    cases.date(column('date'), 'createdAt'),
    { id: 'type', label: column('type'), render: (row) => t(`admin.applications.types.${row.applicantType}`) },
    cases.status(column('status'), 'status'),
    {
      id: 'actions',
      label: column('actions'),
      render: (row) => <RowActions row={row} handlers={{ onReview, onMessage, ...direct }} />,
    },
  ];

  return (
    <DataList
      params={params}
      onChange={onChange}
      texts={APPLICATIONS_LIST_TEXTS}
      query={query}
      columns={columns}
      rowKey={(row) => row.id}
      // The pending badge comes from the statistics: it refreshes too.
      onRefresh={() => reload()}
      exportHref={applicationsExportUrl(params)}
    />
  );
}
