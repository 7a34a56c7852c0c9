import type { ApplicationListRow } from '@protea/shared/schemas/admin-applications';
import type { ApplicationAction } from '@protea/shared/workflow/application-workflow';
import { Archive, CheckCircle2, Eye, type LucideIcon, MessageSquare, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useHeldDecision } from '../../components/case-review/assignment/held-decision';
import { Button, type ButtonVariant } from '../../components/ui/button';
import type { ReviewSection } from './review/review-sections';
import { rowActionsFor } from './row-action-list';

export interface RowActionHandlers {
  onReview: (row: ApplicationListRow, section?: ReviewSection) => void;
  onMessage: (row: ApplicationListRow) => void;
  onComplete: (row: ApplicationListRow) => void;
  onArchive: (row: ApplicationListRow) => void;
  /** The reference whose direct action (complete, archive) is in flight. */
  busyReference: string | null;
}

const small = 'min-h-10 px-3 py-1.5 text-xs whitespace-nowrap';

/** How each workflow action looks on a row; approve and reject open the dialog, the others act at once. */
const BUTTONS: Partial<Record<ApplicationAction, { icon: LucideIcon; variant: ButtonVariant; isDirect: boolean }>> = {
  approve: { icon: ThumbsUp, variant: 'primary', isDirect: false },
  reject: { icon: ThumbsDown, variant: 'danger', isDirect: false },
  complete: { icon: CheckCircle2, variant: 'primary', isDirect: true },
  archive: { icon: Archive, variant: 'secondary', isDirect: true },
};

/** Every row can be viewed and messaged; the rest is what the workflow allows in the row's status. */
export function RowActions({ row, handlers }: { row: ApplicationListRow; handlers: RowActionHandlers }) {
  const { t } = useTranslation();
  const isBusy = handlers.busyReference === row.appReference;
  const held = useHeldDecision(row);
  const act = async (action: ApplicationAction) => {
    // Approve and Reject open the dialog at its Actions, where the deposit and the reason are settled.
    if (action !== 'complete' && action !== 'archive') return handlers.onReview(row, 'actions');
    if (!(await held.confirm())) return;
    if (action === 'complete') handlers.onComplete(row);
    else handlers.onArchive(row);
  };
  return (
    // The buttons wrap within the column, so a row's last action stays on the screen at 1280 px (issue 39).
    <div className="flex flex-wrap gap-1.5">
      <Button variant="secondary" className={small} onClick={() => handlers.onReview(row)}>
        <Eye aria-hidden="true" className="h-4 w-4" />
        {t('admin.applications.actions.view')}
      </Button>
      <Button variant="secondary" className={small} onClick={() => handlers.onMessage(row)}>
        <MessageSquare aria-hidden="true" className="h-4 w-4" />
        {t('admin.applications.actions.message')}
      </Button>
      {rowActionsFor(row.status).map((action) => {
        const button = BUTTONS[action];
        if (!button) return null;
        const Icon = button.icon;
        return (
          <Button
            key={action}
            variant={button.variant}
            className={small}
            disabled={button.isDirect && isBusy}
            onClick={() => act(action)}
          >
            <Icon aria-hidden="true" className="h-4 w-4" />
            {t(`admin.applications.actions.${action}`)}
          </Button>
        );
      })}
      {held.dialog}
    </div>
  );
}
