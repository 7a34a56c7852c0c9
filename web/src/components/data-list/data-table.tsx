import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from '../ui/spinner';
import { SortableHeader, type SortOrder } from './sortable-header';

export interface Column<Row, K extends string> {
  id: string;
  label: string;
  /** The server's sort key when the column sorts. */
  sort?: K;
  firstOrder?: SortOrder;
  /** The cell that names the row (a th with scope=row). */
  isRowHeader?: boolean;
  /**
   * The row's actions: from md up the column stays at the right edge of the table's scroller, so every row's buttons
   * are on screen however wide the other columns grow (issue 39); on a phone the table scrolls to them.
   */
  isRowActions?: boolean;
  className?: string;
  render: (row: Row) => ReactNode;
}

interface DataTableProps<Row, K extends string> {
  caption: string;
  columns: readonly Column<Row, K>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  isLoading: boolean;
  /** Rows of the previous page or sort are shown, faded, until the new ones arrive. */
  isUpdating: boolean;
  loadingText: string;
  emptyText: string;
  sort: K;
  order: SortOrder;
  onSort: (sort: K, order: SortOrder) => void;
}

const cellClass = 'px-3 py-3';
/** The pinned column's cells carry their own background (the row's would show through) and a shade on their left. */
const PINNED = 'md:sticky md:right-0 md:shadow-[-6px_0_6px_-6px_rgba(15,23,42,0.25)]';
const pinnedCell = (column: { isRowActions?: boolean }) =>
  column.isRowActions ? `${PINNED} bg-white group-hover:bg-slate-50` : undefined;
const pinnedHeader = (column: { isRowActions?: boolean }) =>
  column.isRowActions ? `${PINNED} bg-slate-100` : undefined;

export function DataTable<Row, K extends string>(props: DataTableProps<Row, K>) {
  const { caption, columns, rows, rowKey, isLoading, isUpdating, loadingText, emptyText, sort, order, onSort } = props;
  const message = (content: ReactNode) => (
    <tr>
      <td colSpan={columns.length} className="px-3 py-8 text-center text-slate-700">
        {content}
      </td>
    </tr>
  );
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[56rem] border-collapse text-sm" aria-busy={isLoading || isUpdating}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            {columns.map((column) =>
              column.sort ? (
                <SortableHeader
                  key={column.id}
                  label={column.label}
                  column={column.sort}
                  firstOrder={column.firstOrder}
                  sort={sort}
                  order={order}
                  onSort={onSort}
                />
              ) : (
                <th
                  key={column.id}
                  scope="col"
                  className={cn('px-3 py-2 text-left font-semibold', pinnedHeader(column))}
                >
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className={isUpdating ? 'opacity-60' : undefined}>
          {isLoading && message(<Spinner label={loadingText} className="justify-center" />)}
          {!isLoading && rows?.length === 0 && message(emptyText)}
          {rows?.map((row) => (
            <tr key={rowKey(row)} className="group border-t border-slate-200 align-top hover:bg-slate-50">
              {columns.map((column) =>
                column.isRowHeader ? (
                  <th key={column.id} scope="row" className={cn(cellClass, 'text-left', column.className)}>
                    {column.render(row)}
                  </th>
                ) : (
                  <td key={column.id} className={cn(cellClass, column.className, pinnedCell(column))}>
                    {column.render(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
