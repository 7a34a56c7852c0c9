import { Loader2 } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { dismissActionToasts } from '../../lib/toast-store';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import type { ReviewDialogTexts } from './review-dialog-texts';
import type { ReviewPanel } from './review-panel';
import { ReviewTabs } from './review-tabs';

interface ReviewDialogProps<T> {
  /** The dialog's title: the case's reference, known before the case has loaded. */
  title: string;
  /** The case being reviewed, as its query holds it. */
  query: { data: T | undefined; isError: boolean; error: unknown };
  panels: readonly ReviewPanel<T>[];
  initialPanel: string;
  texts: ReviewDialogTexts;
  onClose: () => void;
  /** Focus target on close when the button that opened the dialog has gone (its row left the list). */
  fallbackFocus?: () => HTMLElement | null | undefined;
  /** Shown above the tabs once the case has loaded (who holds it). */
  header?: (record: T) => ReactNode;
}

/** A large dialog that loads a case and shows it in panels; on a failed load, the spec's message and Close. */
export function ReviewDialog<T>(props: ReviewDialogProps<T>) {
  const { title, query, panels, initialPanel, texts, onClose, fallbackFocus, header } = props;
  const { t } = useTranslation();
  const hasFailed = query.isError && !query.data;
  // A case's page may name a reference that does not exist (a mistyped or old link): say so, not "failed".
  const isUnknown = hasFailed && query.error instanceof ApiError && query.error.status === 404;
  // An offer to send a decision again (issue 40) is this case's: it goes when the dialog closes.
  useEffect(() => dismissActionToasts, []);

  // One dialog throughout (loading, failed, loaded), so focus returns to the button that opened it.
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      fallbackFocus={fallbackFocus}
      title={title}
      closeLabel={t('common.close')}
      // A fixed height keeps the tabs and the Back/Next buttons in place while moving between panels.
      className={hasFailed ? 'max-w-md' : 'h-[90dvh] max-w-6xl'}
    >
      {query.data ? (
        <>
          {header?.(query.data)}
          <ReviewTabs record={query.data} panels={panels} initialPanel={initialPanel} texts={texts} />
        </>
      ) : hasFailed ? (
        <div className="mt-4 grid gap-6">
          <p role="alert" className="text-slate-900">
            {isUnknown ? t(texts.notFound, { reference: title }) : t(texts.loadFailed)}
          </p>
          <div className="flex justify-end">
            <Button onClick={onClose}>{t('common.close')}</Button>
          </div>
        </div>
      ) : (
        <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-slate-700">
          <Loader2 aria-hidden="true" className="h-10 w-10 animate-spin text-brand-700" />
          {t(texts.loading)}
        </div>
      )}
    </Dialog>
  );
}
