import { APPLICATION_REJECTION_REASONS } from '@protea/shared/decision-reasons';
import type { AdminApplicationDetail } from '@protea/shared/schemas/admin-application-detail';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/form/select';
import { Button } from '../../../components/ui/button';
import { errorText, toastError, toastSuccess } from '../admin-toast';
import { Section } from '../components/info-list';
import { settle } from '../settle';
import { useRejectApplication } from './api/reject-application';

type Reason = (typeof APPLICATION_REJECTION_REASONS)[number];

export function RejectSection({ application }: { application: AdminApplicationDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState<Reason | ''>('');
  const reject = useRejectApplication();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      toastError(t('admin.actions.reject.reasonRequiredTitle'), t('validation.reasonRequired'));
      return;
    }
    settle(reject.mutateAsync({ reference: application.appReference, reason }), {
      onSuccess: () => toastSuccess(t('admin.actions.reject.rejectedTitle'), t('admin.actions.reject.rejectedText')),
      onError: (error) =>
        toastError(t('admin.actions.reject.failedTitle'), errorText(error, t('admin.actions.reject.failedText'))),
    });
  };

  return (
    <Section title={t('admin.actions.reject.title')}>
      <form className="grid gap-3" onSubmit={onSubmit}>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-reason`} className="text-sm font-medium">
            {t('admin.actions.reject.reasonLabel')}
          </label>
          <Select id={`${id}-reason`} value={reason} onChange={(event) => setReason(event.target.value as Reason | '')}>
            <option value="">{t('admin.actions.reject.reasonPlaceholder')}</option>
            {APPLICATION_REJECTION_REASONS.map((key) => (
              <option key={key} value={key}>
                {t(`admin.actions.reject.reasons.${key}`)}
              </option>
            ))}
          </Select>
        </div>
        {reason && (
          <p className="text-sm text-slate-800">
            {t('admin.actions.messageToApplicant')} <q>{t(`decisions.rejection.${reason}`)}</q>
          </p>
        )}
        <div>
          <Button type="submit" variant="danger" disabled={!reason || reject.isPending}>
            {t('admin.actions.reject.button')}
          </Button>
        </div>
      </form>
    </Section>
  );
}
