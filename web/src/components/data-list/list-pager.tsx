import { PAGE_SIZES } from '@protea/shared/schemas/case-list';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../form/select';
import { Button } from '../ui/button';
import type { DataListTexts } from './data-list-texts';
import type { ListParams } from './list-params';
import { pageRange } from './page-range';

interface ListPagerProps<S extends string, K extends string> {
  params: ListParams<S, K>;
  total: number;
  onChange: (patch: Partial<ListParams<S, K>>) => void;
  texts: DataListTexts;
}

/** "Showing 26-50 of 340", rows per page, and Previous / Next. */
export function ListPager<S extends string, K extends string>({
  params,
  total,
  onChange,
  texts,
}: ListPagerProps<S, K>) {
  const { t } = useTranslation();
  const id = useId();
  const { first, last, lastPage } = pageRange(params.page, params.pageSize, total);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
      <p aria-live="polite" className="text-sm text-slate-700">
        {total === 0 ? t(texts.showingNone) : t(texts.showing, { first, last, total })}
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
            {t(texts.pageOf, { page: Math.min(params.page, lastPage), pages: lastPage })}
          </span>
          <Button
            variant="secondary"
            disabled={params.page >= lastPage}
            onClick={() => onChange({ page: params.page + 1 })}
          >
            {t(texts.next)}
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </Button>
        </nav>
      </div>
    </div>
  );
}
