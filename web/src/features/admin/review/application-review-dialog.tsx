import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useApplication } from './api/get-application';
import type { ReviewSection } from './review-sections';
import { ReviewTabs } from './review-tabs';

interface ApplicationReviewDialogProps {
  /** The application's reference (or id). */
  applicationId: string;
  initialSection: ReviewSection;
  onClose: () => void;
  /** Focus target on close when the button that opened the dialog has left the list. */
  fallbackFocus?: () => HTMLElement | null | undefined;
}

export function ApplicationReviewDialog({
  applicationId,
  initialSection,
  onClose,
  fallbackFocus,
}: ApplicationReviewDialogProps) {
  const { t } = useTranslation();
  const application = useApplication(applicationId);
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };

  const hasFailed = application.isError && !application.data;

  // One dialog throughout (loading, failed, loaded), so focus returns to the button that opened it.
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      fallbackFocus={fallbackFocus}
      title={application.data?.appReference ?? applicationId}
      closeLabel={t('common.close')}
      // A fixed height keeps the tabs and the Back/Next buttons in place while moving between sections.
      className={hasFailed ? 'max-w-md' : 'h-[90dvh] max-w-6xl'}
    >
      {application.data ? (
        <ReviewTabs application={application.data} initialSection={initialSection} />
      ) : hasFailed ? (
        <div className="mt-4 grid gap-6">
          <p role="alert" className="text-slate-900">
            {t('admin.review.loadFailed')}
          </p>
          <div className="flex justify-end">
            <Button onClick={onClose}>{t('common.close')}</Button>
          </div>
        </div>
      ) : (
        <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-slate-700">
          <Loader2 aria-hidden="true" className="h-10 w-10 animate-spin text-brand-700" />
          {t('admin.review.loading')}
        </div>
      )}
    </Dialog>
  );
}
