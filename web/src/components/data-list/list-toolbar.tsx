import { Download, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../ui/button';
import type { DataListTexts } from './data-list-texts';
import { FilterSelect } from './filter-select';
import { DATE_OPTIONS, type ListParams, TYPE_OPTIONS, VIEW_OPTIONS } from './list-params';
import { SearchBox } from './search-box';

interface ListToolbarProps<S extends string, K extends string> {
  params: ListParams<S, K>;
  onChange: (patch: Partial<ListParams<S, K>>) => void;
  texts: DataListTexts;
  onRefresh: () => void;
  isRefreshing: boolean;
  /** The CSV of the list as filtered and sorted now. */
  exportHref: string;
}

/** The view that lists the overdue cases lists the most overdue first (issue 28). */
const viewPatch = <S extends string, K extends string>(view: ListParams['view']): Partial<ListParams<S, K>> =>
  view === 'overdue' ? { view, sort: 'dueAt' as K, order: 'asc' } : { view };

/** Search, whose cases, the date and type filters, Refresh and Export CSV. */
export function ListToolbar<S extends string, K extends string>(props: ListToolbarProps<S, K>) {
  const { params, onChange, texts, onRefresh, isRefreshing, exportHref } = props;
  const { t } = useTranslation();
  return (
    <search className="grid gap-3 md:grid-cols-[minmax(0,1fr)_auto_auto_auto_auto] md:items-end">
      <SearchBox
        value={params.search}
        onChange={(search) => onChange({ search })}
        label={t(texts.searchLabel)}
        placeholder={t(texts.searchPlaceholder)}
      />
      <FilterSelect
        label={t('admin.lists.viewLabel')}
        value={params.view}
        options={VIEW_OPTIONS.map((value) => ({ value, label: t(`admin.lists.views.${value}`) }))}
        onChange={(view) => onChange(viewPatch<S, K>(view))}
      />
      <FilterSelect
        label={t(texts.dateLabel)}
        value={params.dateFilter}
        options={DATE_OPTIONS.map((value) => ({ value, label: t(`${texts.dateFilters}.${value}`) }))}
        onChange={(dateFilter) => onChange({ dateFilter })}
      />
      <FilterSelect
        label={t(texts.typeLabel)}
        value={params.type}
        options={TYPE_OPTIONS.map((value) => ({ value, label: t(`${texts.typeFilters}.${value}`) }))}
        onChange={(type) => onChange({ type })}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onRefresh} disabled={isRefreshing}>
          <RefreshCw aria-hidden="true" className={isRefreshing ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} />
          {t(texts.refresh)}
        </Button>
        <a href={exportHref} download className={buttonClass('secondary')}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {t(texts.exportCsv)}
        </a>
      </div>
    </search>
  );
}
