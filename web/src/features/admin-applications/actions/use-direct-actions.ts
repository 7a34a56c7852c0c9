import type { ApplicationListRow } from '@protea/shared/schemas/admin-applications';
import { useTranslation } from 'react-i18next';
import { errorText, toastError, toastSuccess } from '../../../lib/admin/admin-toast';
import { settle } from '../../../lib/admin/settle';
import { useArchiveApplication } from '../api/archive-application';
import { useCompleteApplication } from '../api/complete-application';

type Target = Pick<ApplicationListRow, 'appReference'>;

/** The one-click actions of the list (Mark as Complete, Archive Application) and of the dialog (Archive). */
export function useDirectActions() {
  const { t } = useTranslation();
  const complete = useCompleteApplication();
  const archive = useArchiveApplication();
  const failed = (error: unknown) =>
    toastError(t('admin.actionFailedTitle'), errorText(error, t('admin.actionFailedText')));

  return {
    busyReference: complete.isPending ? complete.variables : archive.isPending ? archive.variables : null,
    onComplete: (row: Target) =>
      settle(complete.mutateAsync(row.appReference), {
        onSuccess: () => toastSuccess(t('admin.actionSuccessTitle'), t('admin.applications.completedText')),
        onError: failed,
      }),
    onArchive: (row: Target) =>
      settle(archive.mutateAsync(row.appReference), {
        onSuccess: () => toastSuccess(t('admin.actionSuccessTitle'), t('admin.applications.archivedText')),
        onError: failed,
      }),
  };
}
