import type { ApplicationListRow } from '@protea/shared/schemas/admin-applications';
import { Archive, CheckCircle2, Eye, MessageSquare, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { ReviewSection } from '../review/review-sections';

export interface RowActionHandlers {
  onReview: (row: ApplicationListRow, section?: ReviewSection) => void;
  onMessage: (row: ApplicationListRow) => void;
  onComplete: (row: ApplicationListRow) => void;
  onArchive: (row: ApplicationListRow) => void;
  /** The reference whose direct action (complete, archive) is in flight. */
  busyReference: string | null;
}

const small = 'min-h-10 px-3 py-1.5 text-xs whitespace-nowrap';

/** Every row can be viewed and messaged; the rest depends on where the application is in the workflow. */
export function RowActions({ row, handlers }: { row: ApplicationListRow; handlers: RowActionHandlers }) {
  const { t } = useTranslation();
  const isBusy = handlers.busyReference === row.appReference;
  return (
    <div className="flex gap-1.5">
      <Button variant="secondary" className={small} onClick={() => handlers.onReview(row)}>
        <Eye aria-hidden="true" className="h-4 w-4" />
        {t('admin.applications.actions.view')}
      </Button>
      <Button variant="secondary" className={small} onClick={() => handlers.onMessage(row)}>
        <MessageSquare aria-hidden="true" className="h-4 w-4" />
        {t('admin.applications.actions.message')}
      </Button>
      {row.status === 'pending' && (
        <>
          <Button className={small} onClick={() => handlers.onReview(row, 'actions')}>
            <ThumbsUp aria-hidden="true" className="h-4 w-4" />
            {t('admin.applications.actions.approve')}
          </Button>
          <Button variant="danger" className={small} onClick={() => handlers.onReview(row, 'actions')}>
            <ThumbsDown aria-hidden="true" className="h-4 w-4" />
            {t('admin.applications.actions.reject')}
          </Button>
        </>
      )}
      {row.status === 'approved' && (
        <Button className={small} disabled={isBusy} onClick={() => handlers.onComplete(row)}>
          <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
          {t('admin.applications.actions.complete')}
        </Button>
      )}
      {(row.status === 'completed' || row.status === 'rejected') && (
        <Button variant="secondary" className={small} disabled={isBusy} onClick={() => handlers.onArchive(row)}>
          <Archive aria-hidden="true" className="h-4 w-4" />
          {t('admin.applications.actions.archive')}
        </Button>
      )}
    </div>
  );
}
