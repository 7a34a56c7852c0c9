import type { ApplicationListRow } from '@protea/shared/schemas/admin-applications';
import { useTranslation } from 'react-i18next';
import { useCaseColumns } from '../../components/admin/case-columns';
import type { Column } from '../../components/data-list/data-table';
import type { ApplicationListParams } from '../../lib/admin/case-lists';
import { useDirectActions } from './actions/use-direct-actions';
import type { ReviewSection } from './review/review-sections';
import { RowActions } from './row-actions';

interface ApplicationRowHandlers {
  onReview: (row: ApplicationListRow, section?: ReviewSection) => void;
  onMessage: (row: ApplicationListRow) => void;
}

/** The applications list's columns, the last with each row's actions. */
export function useApplicationColumns({
  onReview,
  onMessage,
}: ApplicationRowHandlers): Column<ApplicationListRow, ApplicationListParams['sort']>[] {
  const { t } = useTranslation();
  const cases = useCaseColumns();
  const direct = useDirectActions();
  const column = (id: string) => t(`admin.applications.columns.${id}`);
  return [
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
      isRowActions: true,
      render: (row) => <RowActions row={row} handlers={{ onReview, onMessage, ...direct }} />,
    },
  ];
}
