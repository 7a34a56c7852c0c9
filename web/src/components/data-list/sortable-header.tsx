import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';

export type SortOrder = 'asc' | 'desc';

interface SortableHeaderProps<K extends string> {
  label: string;
  column: K;
  sort: K;
  order: SortOrder;
  /** The order a column starts in when first chosen: newest dates first, A to Z for text. */
  firstOrder?: SortOrder;
  onSort: (sort: K, order: SortOrder) => void;
}

/** A column header that sorts on the server; aria-sort tells which column orders the rows and how. */
export function SortableHeader<K extends string>(props: SortableHeaderProps<K>) {
  const { label, column, sort, order, firstOrder = 'asc', onSort } = props;
  const isActive = sort === column;
  const Icon = !isActive ? ArrowUpDown : order === 'asc' ? ArrowUp : ArrowDown;
  const nextOrder = isActive ? (order === 'asc' ? 'desc' : 'asc') : firstOrder;
  return (
    <th
      scope="col"
      aria-sort={isActive ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
      className="px-3 py-2 text-left"
    >
      <button
        type="button"
        onClick={() => onSort(column, nextOrder)}
        className="-mx-2 inline-flex min-h-11 items-center gap-1 rounded-md px-2 font-semibold hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {label}
        <Icon aria-hidden="true" className={isActive ? 'h-4 w-4' : 'h-4 w-4 text-slate-500'} />
      </button>
    </th>
  );
}
