import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { openEndedRange, pageRange } from '../../../components/data-list/page-range';
import { Button } from '../../../components/ui/button';

interface ReferencePagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** False: `total` is a lower bound (a search matched more than the server counts), as in the case lists. */
  exact: boolean;
  rowsOnPage: number;
  onPage: (page: number) => void;
}

/**
 * "Showing 26-50 of 340" and Previous / Next under a register's list. When the total is a lower bound, "of more than
 * 100" and the page alone, as the case lists' pager says it; Next stays while the page is full.
 */
export function ReferencePager({ page, pageSize, total, exact, rowsOnPage, onPage }: ReferencePagerProps) {
  const { t } = useTranslation();
  const { first, last, lastPage } = pageRange(page, pageSize, total);
  const open = openEndedRange(page, pageSize, total, rowsOnPage);
  const hasNext = exact ? page < lastPage : open.hasNext;
  const showing = exact
    ? t('admin.reference.list.showing', { first, last, total })
    : t('admin.reference.list.showingMore', { first: open.first, last: open.last, total: open.moreThan });
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
      <p aria-live="polite" className="text-sm text-slate-700">
        {total === 0 || rowsOnPage === 0 ? t('admin.reference.list.showingNone') : showing}
      </p>
      {(page > 1 || hasNext) && (
        <nav aria-label={t('admin.reference.list.pagination')} className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />
            {t('admin.reference.list.previous')}
          </Button>
          <span className="text-sm text-slate-700">
            {exact
              ? t('admin.reference.list.pageOf', { page: Math.min(page, lastPage), pages: lastPage })
              : t('admin.reference.list.pageNumber', { page })}
          </span>
          <Button variant="secondary" disabled={!hasNext} onClick={() => onPage(page + 1)}>
            {t('admin.reference.list.next')}
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </Button>
        </nav>
      )}
    </div>
  );
}
