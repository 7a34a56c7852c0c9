import type { AdminApplicationDetail } from '@protea/shared/schemas/admin-application-detail';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { Button } from '../../../components/ui/button';
import { errorText, toastError, toastSuccess } from '../admin-toast';
import { useCompleteApplication } from '../api/complete-application';
import { Section } from '../components/info-list';
import { settle } from '../settle';
import { askedOnScreen, missingFor } from './action-sections';

/** Approved to completed; the workflow asks the admin to confirm on screen that the applicant is on Metermis. */
export function CompleteSection({ application }: { application: AdminApplicationDetail }) {
  const { t } = useTranslation();
  const [isConfirmed, setConfirmed] = useState(false);
  const complete = useCompleteApplication();
  const asksConfirmation = askedOnScreen('complete', application.status).includes('confirmationTicked');
  const isWaiting = missingFor('complete', application.status, { confirmationTicked: isConfirmed }).length > 0;

  const onComplete = () =>
    settle(complete.mutateAsync(application.appReference), {
      onSuccess: () =>
        toastSuccess(t('admin.actions.complete.completedTitle'), t('admin.actions.complete.completedText')),
      onError: (error) =>
        toastError(t('admin.actions.complete.failedTitle'), errorText(error, t('admin.actions.complete.failedText'))),
    });

  return (
    <Section title={t('admin.actions.complete.title')}>
      <div className="grid gap-3">
        {asksConfirmation && (
          <CheckboxField
            label={t('admin.actions.complete.confirmLabel')}
            checked={isConfirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
          />
        )}
        <div>
          <Button onClick={onComplete} disabled={isWaiting || complete.isPending}>
            {isWaiting ? t('admin.actions.complete.confirmFirst') : t('admin.actions.complete.button')}
          </Button>
        </div>
      </div>
    </Section>
  );
}
