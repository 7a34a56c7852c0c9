import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export interface Column<Row> {
  id: string;
  label: string;
  render: (row: Row) => ReactNode;
  /** The title of a row's card where the table's cell alone would say too little ("Line 3" rather than "3"). */
  renderCard?: (row: Row) => ReactNode;
  /** Numbers line up on the right in the table. */
  isNumeric?: boolean;
}

interface ResponsiveTableProps<Row> {
  /** Names the table (its caption) and the list of cards. */
  caption: string;
  /** The cell that names a row: the table's row header and the card's title. */
  title: Column<Row>;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** What can be done with a row (buttons), in the last column and at the foot of its card. */
  actions?: { label: string; render: (row: Row) => ReactNode };
  /** Rows of the previous page shown, faded, until the next arrive. */
  isUpdating?: boolean;
  /** The card titles' heading level, under the section's heading. */
  headingLevel?: 3 | 4;
  /** Wide tables keep their columns readable and scroll inside their own box instead of squeezing. */
  minTableWidth?: string;
}

/**
 * A table from the width of a tablet up, and below it a list of cards with the same facts: nothing wider than a
 * 360 px phone, and no table to scroll sideways there. Only one of the two is displayed; the other is hidden from
 * everyone, screen readers included.
 */
export function ResponsiveTable<Row>(props: ResponsiveTableProps<Row>) {
  const { caption, title, columns, rows, rowKey, actions, isUpdating, headingLevel = 4, minTableWidth } = props;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cn(isUpdating && 'opacity-60')} aria-busy={isUpdating || undefined}>
      <div className="hidden overflow-x-auto md:block">
        <table className={cn('w-full border-collapse text-sm', minTableWidth)}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-100 text-slate-800">
            <tr>
              {[title, ...columns].map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className={cn('px-3 py-2 font-semibold', column.isNumeric ? 'text-right' : 'text-left')}
                >
                  {column.label}
                </th>
              ))}
              {actions && (
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  {actions.label}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-t border-slate-200 align-top hover:bg-slate-50">
                <th scope="row" className="px-3 py-3 text-left font-semibold text-slate-900">
                  {title.render(row)}
                </th>
                {columns.map((column) => (
                  <td key={column.id} className={cn('px-3 py-3', column.isNumeric && 'text-right tabular-nums')}>
                    {column.render(row)}
                  </td>
                ))}
                {actions && (
                  <td className="px-3 py-2">
                    <div className="flex flex-wrap gap-1.5">{actions.render(row)}</div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={caption} className="grid gap-3 md:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className="grid gap-2 rounded-lg border border-slate-200 p-3">
            <Heading className="wrap-anywhere font-semibold text-slate-900">
              {(title.renderCard ?? title.render)(row)}
            </Heading>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              {columns.map((column) => (
                <div key={column.id} className="contents">
                  <dt className="text-slate-600">{column.label}</dt>
                  <dd className="wrap-anywhere text-slate-900">{column.render(row)}</dd>
                </div>
              ))}
            </dl>
            {actions && <div className="flex flex-wrap gap-1.5">{actions.render(row)}</div>}
          </li>
        ))}
      </ul>
    </div>
  );
}
