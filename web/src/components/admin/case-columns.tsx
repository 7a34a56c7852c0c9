import { useDateFormats } from '../../lib/admin/use-date-formats';
import type { Column } from '../data-list/data-table';
import { StatusBadge } from './status-badge';

interface CaseRow {
  createdAt: string;
  status: string;
}

/** The columns every admin list of cases shows alike: when it was started, and its status. */
export function useCaseColumns() {
  const dates = useDateFormats();
  return {
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
