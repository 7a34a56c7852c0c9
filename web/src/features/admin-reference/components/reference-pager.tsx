import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { pageRange } from '../../../components/data-list/page-range';
import { Button } from '../../../components/ui/button';

interface ReferencePagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** "Showing 26-50 of 340" and Previous / Next under a register's list. */
export function ReferencePager({ page, pageSize, total, onPage }: ReferencePagerProps) {
  const { t } = useTranslation();
  const { first, last, lastPage } = pageRange(page, pageSize, total);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
      <p aria-live="polite" className="text-sm text-slate-700">
        {total === 0
          ? t('admin.reference.list.showingNone')
          : t('admin.reference.list.showing', { first, last, total })}
      </p>
      {lastPage > 1 && (
        <nav aria-label={t('admin.reference.list.pagination')} className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />
            {t('admin.reference.list.previous')}
          </Button>
          <span className="text-sm text-slate-700">
            {t('admin.reference.list.pageOf', { page: Math.min(page, lastPage), pages: lastPage })}
          </span>
          <Button variant="secondary" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
            {t('admin.reference.list.next')}
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </Button>
        </nav>
      )}
    </div>
  );
}
