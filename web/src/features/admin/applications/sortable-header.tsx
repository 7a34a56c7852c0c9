import type { LIST_SORTS } from '@protea/shared/schemas/admin-applications';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ListParams } from './list-params';

type SortKey = (typeof LIST_SORTS)[number];

interface SortableHeaderProps {
  label: string;
  column: SortKey;
  params: ListParams;
  onSort: (sort: SortKey, order: 'asc' | 'desc') => void;
}

/** A column header that sorts on the server; aria-sort tells which column orders the rows and how. */
export function SortableHeader({ label, column, params, onSort }: SortableHeaderProps) {
  const isActive = params.sort === column;
  const Icon = !isActive ? ArrowUpDown : params.order === 'asc' ? ArrowUp : ArrowDown;
  // A new column starts with what people expect first: newest dates, A to Z for text.
  const nextOrder = isActive ? (params.order === 'asc' ? 'desc' : 'asc') : column === 'createdAt' ? 'desc' : 'asc';
  return (
    <th
      scope="col"
      aria-sort={isActive ? (params.order === 'asc' ? 'ascending' : 'descending') : 'none'}
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
