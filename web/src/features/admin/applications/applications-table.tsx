import type { ApplicationListRow } from '@protea/shared/schemas/admin-applications';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { StatusBadge } from '../components/status-badge';
import { useDateFormats } from '../use-date-formats';
import type { ListParams } from './list-params';
import { type RowActionHandlers, RowActions } from './row-actions';
import { SortableHeader } from './sortable-header';

interface ApplicationsTableProps {
  rows: ApplicationListRow[] | undefined;
  isLoading: boolean;
  isUpdating: boolean;
  params: ListParams;
  onSort: (sort: ListParams['sort'], order: ListParams['order']) => void;
  handlers: RowActionHandlers;
}

export function ApplicationsTable({ rows, isLoading, isUpdating, params, onSort, handlers }: ApplicationsTableProps) {
  const { t } = useTranslation();
  const dates = useDateFormats();
  const header = (label: string, column: ListParams['sort']) => (
    <SortableHeader label={label} column={column} params={params} onSort={onSort} />
  );
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[56rem] border-collapse text-sm" aria-busy={isLoading || isUpdating}>
        <caption className="sr-only">{t('admin.applications.tableCaption')}</caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            {header(t('admin.applications.columns.reference'), 'reference')}
            {header(t('admin.applications.columns.name'), 'name')}
            {header(t('admin.applications.columns.date'), 'createdAt')}
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              {t('admin.applications.columns.type')}
            </th>
            {header(t('admin.applications.columns.status'), 'status')}
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              {t('admin.applications.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody className={isUpdating ? 'opacity-60' : undefined}>
          {isLoading && (
            <tr>
              <td colSpan={6} className="px-3 py-8">
                <Spinner label={t('admin.applications.loading')} className="justify-center" />
              </td>
            </tr>
          )}
          {!isLoading && rows?.length === 0 && (
            <tr>
              <td colSpan={6} className="px-3 py-8 text-center text-slate-700">
                {t('admin.applications.empty')}
              </td>
            </tr>
          )}
          {rows?.map((row) => (
            <tr key={row.id} className="border-t border-slate-200 align-top hover:bg-slate-50">
              <th scope="row" className="px-3 py-3 text-left font-mono font-semibold whitespace-nowrap">
                {row.appReference}
              </th>
              <td className="px-3 py-3">{row.fullName}</td>
              <td className="px-3 py-3 whitespace-nowrap">
                <time dateTime={row.createdAt}>{dates.dateTime(row.createdAt)}</time>
              </td>
              <td className="px-3 py-3">{t(`admin.applications.types.${row.applicantType}`)}</td>
              <td className="px-3 py-3">
                <StatusBadge status={row.status} />
              </td>
              <td className="px-3 py-3">
                <RowActions row={row} handlers={handlers} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
