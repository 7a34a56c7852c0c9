import type { AdminApplicationDetail } from '@protea/shared/schemas/admin-application-detail';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorText, toastError, toastSuccess } from '../admin-toast';
import { useCompleteApplication } from '../api/complete-application';
import { Section } from '../components/info-list';
import { settle } from '../settle';

/** Approved to completed, once the admin confirms the applicant is registered on Metermis. */
export function CompleteSection({ application }: { application: AdminApplicationDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const [isConfirmed, setConfirmed] = useState(false);
  const complete = useCompleteApplication();

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
        <div className="flex items-start gap-3">
          <input
            id={`${id}-confirm`}
            type="checkbox"
            checked={isConfirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
            className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
          />
          <label htmlFor={`${id}-confirm`} className="text-slate-900">
            {t('admin.actions.complete.confirmLabel')}
          </label>
        </div>
        <div>
          <Button onClick={onComplete} disabled={!isConfirmed || complete.isPending}>
            {isConfirmed ? t('admin.actions.complete.button') : t('admin.actions.complete.confirmFirst')}
          </Button>
        </div>
      </div>
    </Section>
  );
}
