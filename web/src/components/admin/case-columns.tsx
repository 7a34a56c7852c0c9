import type { CaseWork } from '@protea/shared/schemas/case-list';
import { useTranslation } from 'react-i18next';
import { useDateFormats } from '../../lib/admin/use-date-formats';
import type { Column } from '../data-list/data-table';
import { dueText } from './due-text';
import { StatusBadge } from './status-badge';

interface CaseRow extends CaseWork {
  createdAt: string;
  status: string;
}

/** The columns every admin list of cases shows alike: when it was started, its status, when it is due and who holds it. */
export function useCaseColumns() {
  const { t } = useTranslation();
  const dates = useDateFormats();
  return {
    /** When it is due (open cases) and, beneath, who holds it: one column, so the list stays narrow on a phone. */
    work: <Row extends CaseRow, K extends string>(label: string, sort: K): Column<Row, K> => ({
      id: 'due',
      label,
      sort,
      firstOrder: 'asc',
      render: (row) => (
        <div className="grid gap-0.5">
          {row.dueAt ? (
            <time
              dateTime={row.dueAt}
              title={dates.dateTime(row.dueAt)}
              className={row.overdue ? 'whitespace-nowrap font-semibold text-red-700' : 'whitespace-nowrap'}
            >
              {dueText(t, row.dueAt)}
            </time>
          ) : (
            <span className="text-slate-500">{t('admin.lists.due.none')}</span>
          )}
          <span className="text-slate-600 text-xs">{row.assignee?.displayName ?? t('admin.lists.unassigned')}</span>
        </div>
      ),
    }),
    date: <Row extends CaseRow, K extends string>(label: string, sort: K): Column<Row, K> => ({
      id: 'date',
      label,
      sort,
      firstOrder: 'desc',
      className: 'whitespace-nowrap',
      render: (row) => <time dateTime={row.createdAt}>{dates.dateTime(row.createdAt)}</time>,
    }),
    status: <Row extends CaseRow, K extends string>(label: string, sort: K): Column<Row, K> => ({
      id: 'status',
      label,
      sort,
      render: (row) => <StatusBadge status={row.status} />,
    }),
  };
}
