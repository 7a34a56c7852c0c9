import { Download, RefreshCw, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClass } from '../../../components/form/field-class';
import { Select } from '../../../components/form/select';
import { Button, buttonClass } from '../../../components/ui/button';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { DATE_OPTIONS, type ListParams, TYPE_OPTIONS } from './list-params';

export const SEARCH_DEBOUNCE_MS = 300;

interface ListToolbarProps {
  params: ListParams;
  onChange: (patch: Partial<ListParams>) => void;
  onRefresh: () => void;
  isRefreshing: boolean;
  exportHref: string;
}

export function ListToolbar({ params, onChange, onRefresh, isRefreshing, exportHref }: ListToolbarProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(params.search);
  const typed = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new pause in typing changes the filter
  useEffect(() => {
    if (typed !== params.search) onChange({ search: typed });
  }, [typed]);

  return (
    <search className="grid gap-3 md:grid-cols-[minmax(0,1fr)_auto_auto_auto] md:items-end">
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-search`} className="text-sm font-medium text-slate-800">
          {t('admin.applications.searchLabel')}
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 h-5 w-5 text-slate-500" />
          <input
            id={`${id}-search`}
            type="search"
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('admin.applications.searchPlaceholder')}
            className={`${fieldClass} pl-10`}
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-date`} className="text-sm font-medium text-slate-800">
          {t('admin.applications.dateLabel')}
        </label>
        <Select
          id={`${id}-date`}
          value={params.dateFilter}
          onChange={(event) => onChange({ dateFilter: event.target.value as ListParams['dateFilter'] })}
        >
          {DATE_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {t(`admin.applications.dateFilters.${option}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-type`} className="text-sm font-medium text-slate-800">
          {t('admin.applications.typeLabel')}
        </label>
        <Select
          id={`${id}-type`}
          value={params.type}
          onChange={(event) => onChange({ type: event.target.value as ListParams['type'] })}
        >
          {TYPE_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {t(`admin.applications.typeFilters.${option}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onRefresh} disabled={isRefreshing}>
          <RefreshCw aria-hidden="true" className={isRefreshing ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} />
          {t('admin.applications.refresh')}
        </Button>
        <a href={exportHref} download className={buttonClass('secondary')}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {t('admin.applications.exportCsv')}
        </a>
      </div>
    </search>
  );
}
