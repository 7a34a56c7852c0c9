import type { TerminationListRow } from '@protea/shared/schemas/admin-terminations';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCaseColumns } from '../../components/admin/case-columns';
import type { Column } from '../../components/data-list/data-table';
import { Button } from '../../components/ui/button';
import type { TerminationListParams } from '../../lib/admin/case-lists';
import { useDateFormats } from '../../lib/admin/use-date-formats';
import { TerminationFlags } from './termination-flags';

/** The terminations list's columns; the last opens the termination. */
export function useTerminationColumns(
  onView: (row: TerminationListRow) => void,
): Column<TerminationListRow, TerminationListParams['sort']>[] {
  const { t } = useTranslation();
  const dates = useDateFormats();
  const cases = useCaseColumns();
  const column = (id: string) => t(`admin.terminations.columns.${id}`);
  return [
    {
      id: 'accountNo',
      label: column('accountNo'),
      sort: 'accountNo',
      isRowHeader: true,
      className: 'font-mono font-semibold whitespace-nowrap',
      // A draft may not have its account number yet; its reference names it meanwhile.
      render: (row) => row.accountNo ?? row.reference,
    },
    {
      id: 'name',
      label: column('name'),
      sort: 'name',
      render: (row) => (
        <div className="grid gap-1">
          <span>{row.name}</span>
          <TerminationFlags flags={row.flags} />
        </div>
      ),
    },
    cases.work(t('admin.lists.columns.due'), 'dueAt'),
    cases.date(column('date'), 'createdAt'),
    { id: 'type', label: column('type'), render: (row) => t(`admin.applications.types.${row.type}`) },
    {
      id: 'disconnectionDate',
      label: column('disconnectionDate'),
      sort: 'disconnectionDate',
      className: 'whitespace-nowrap',
      render: (row) =>
        row.disconnectionDate ? (
          <time dateTime={row.disconnectionDate}>{dates.calendarDate(row.disconnectionDate)}</time>
        ) : (
          <span className="text-slate-700">{t('admin.terminations.notSet')}</span>
        ),
    },
    cases.status(column('status'), 'status'),
    {
      id: 'actions',
      label: column('actions'),
      isRowActions: true,
      render: (row) => (
        // A named button rather than a hidden span: an absolutely placed span would widen the page past the table's scroller.
        <Button
          variant="secondary"
          className="min-h-10 px-3 py-1.5 text-xs"
          aria-label={`${t('admin.applications.actions.view')} ${row.accountNo ?? row.reference}`}
          onClick={() => onView(row)}
        >
          <Eye aria-hidden="true" className="h-4 w-4" />
          {t('admin.applications.actions.view')}
        </Button>
      ),
    },
  ];
}
