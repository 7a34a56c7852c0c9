import { PAGE_SIZES } from '@protea/shared/schemas/case-list';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../form/select';
import { Button } from '../ui/button';
import type { DataListTexts } from './data-list-texts';
import type { ListParams } from './list-params';
import { openEndedRange, pageRange } from './page-range';

interface ListPagerProps<S extends string, K extends string> {
  params: ListParams<S, K>;
  total: number;
  /** False: `total` is a lower bound (a search matched more than the server counts). */
  exact: boolean;
  rowsOnPage: number;
  onChange: (patch: Partial<ListParams<S, K>>) => void;
  texts: DataListTexts;
}

/**
 * "Showing 26-50 of 340", rows per page, and Previous / Next. When the total is a lower bound, "of more than 100"
 * and the page alone; Next stays while the page is full.
 */
export function ListPager<S extends string, K extends string>({
  params,
  total,
  exact,
  rowsOnPage,
  onChange,
  texts,
}: ListPagerProps<S, K>) {
  const { t } = useTranslation();
  const id = useId();
  const { first, last, lastPage } = pageRange(params.page, params.pageSize, total);
  const open = openEndedRange(params.page, params.pageSize, total, rowsOnPage);
  const showing = exact
    ? t(texts.showing, { first, last, total })
    : t(texts.showingMore, { first: open.first, last: open.last, total: open.moreThan });
  const hasNext = exact ? params.page < lastPage : open.hasNext;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
      <p aria-live="polite" className="text-sm text-slate-700">
        {total === 0 ? t(texts.showingNone) : showing}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-size`} className="text-sm whitespace-nowrap text-slate-800">
            {t(texts.pageSize)}
          </label>
          <Select
            id={`${id}-size`}
            className="w-auto"
            value={params.pageSize}
            onChange={(event) => onChange({ pageSize: Number(event.target.value) as ListParams['pageSize'] })}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Select>
        </div>
        <nav aria-label={t(texts.pagination)} className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" disabled={params.page <= 1} onClick={() => onChange({ page: params.page - 1 })}>
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />
            {t(texts.previous)}
          </Button>
          <span className="text-sm text-slate-700">
            {exact
              ? t(texts.pageOf, { page: Math.min(params.page, lastPage), pages: lastPage })
              : t(texts.pageNumber, { page: params.page })}
          </span>
          <Button variant="secondary" disabled={!hasNext} onClick={() => onChange({ page: params.page + 1 })}>
            {t(texts.next)}
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </Button>
        </nav>
      </div>
    </div>
  );
}
