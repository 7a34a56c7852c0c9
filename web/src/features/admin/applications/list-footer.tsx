import { PAGE_SIZES } from '@protea/shared/schemas/admin-applications';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/form/select';
import { Button } from '../../../components/ui/button';
import type { ListParams } from './list-params';

interface ListFooterProps {
  params: ListParams;
  total: number;
  onChange: (patch: Partial<ListParams>) => void;
}

export function ListFooter({ params, total, onChange }: ListFooterProps) {
  const { t } = useTranslation();
  const id = useId();
  const first = total === 0 ? 0 : (params.page - 1) * params.pageSize + 1;
  const last = Math.min(params.page * params.pageSize, total);
  const lastPage = Math.max(1, Math.ceil(total / params.pageSize));
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
      <p aria-live="polite" className="text-sm text-slate-700">
        {total === 0 ? t('admin.applications.showingNone') : t('admin.applications.showing', { first, last, total })}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-size`} className="text-sm whitespace-nowrap text-slate-800">
            {t('admin.applications.pageSize')}
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
        <nav aria-label={t('admin.applications.pagination')} className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" disabled={params.page <= 1} onClick={() => onChange({ page: params.page - 1 })}>
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />
            {t('admin.applications.previous')}
          </Button>
          <span className="text-sm text-slate-700">
            {t('admin.applications.pageOf', { page: Math.min(params.page, lastPage), pages: lastPage })}
          </span>
          <Button
            variant="secondary"
            disabled={params.page >= lastPage}
            onClick={() => onChange({ page: params.page + 1 })}
          >
            {t('admin.applications.next')}
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </Button>
        </nav>
      </div>
    </div>
  );
}
