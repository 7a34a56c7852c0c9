import type { AdminApplicationDetail } from '@protea/shared/schemas/admin-application-detail';
import { useTranslation } from 'react-i18next';
import { ConfirmedActionSection } from '../../../components/case-review/actions/confirmed-action-section';
import { askedOnScreen } from '../../../lib/admin/action-sections';
import { errorText, toastError, toastSuccess } from '../../../lib/admin/admin-toast';
import { useCompleteApplication } from '../api/complete-application';

/** Approved to completed; the workflow asks the admin to confirm on screen that the applicant is on Metermis. */
export function CompleteSection({ application }: { application: AdminApplicationDetail }) {
  const { t } = useTranslation();
  const complete = useCompleteApplication();
  const asksConfirmation = askedOnScreen('complete', application.status).includes('confirmationTicked');
  return (
    <ConfirmedActionSection
      title={t('admin.actions.complete.title')}
      confirmLabel={asksConfirmation ? t('admin.actions.complete.confirmLabel') : undefined}
      confirmFirst={t('admin.actions.complete.confirmFirst')}
      button={t('admin.actions.complete.button')}
      onConfirm={() => complete.mutateAsync(application.appReference)}
      onSuccess={() =>
        toastSuccess(t('admin.actions.complete.completedTitle'), t('admin.actions.complete.completedText'))
      }
      onError={(error) =>
        toastError(t('admin.actions.complete.failedTitle'), errorText(error, t('admin.actions.complete.failedText')))
      }
    />
  );
}
