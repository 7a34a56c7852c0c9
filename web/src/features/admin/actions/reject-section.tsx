import { zodResolver } from '@hookform/resolvers/zod';
import { APPLICATION_REJECTION_REASONS } from '@protea/shared/decision-reasons';
import { type AdminApplicationDetail, rejectSchema } from '@protea/shared/schemas/admin-application-detail';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SelectField } from '../../../components/form/select-field';
import { Button } from '../../../components/ui/button';
import { errorText, toastError, toastSuccess } from '../admin-toast';
import { Section } from '../components/info-list';
import { settle } from '../settle';
import { useRejectApplication } from './api/reject-application';

type RejectForm = z.input<typeof rejectSchema>;

export function RejectSection({ application }: { application: AdminApplicationDetail }) {
  const { t } = useTranslation();
  const reject = useRejectApplication();
  const form = useForm<RejectForm, unknown, z.output<typeof rejectSchema>>({
    resolver: zodResolver(rejectSchema),
    defaultValues: { reason: '' },
  });
  const reason = form.watch('reason');

  const onValid = ({ reason: chosen }: z.output<typeof rejectSchema>) =>
    settle(reject.mutateAsync({ reference: application.appReference, reason: chosen }), {
      onSuccess: () => toastSuccess(t('admin.actions.reject.rejectedTitle'), t('admin.actions.reject.rejectedText')),
      onError: (error) =>
        toastError(t('admin.actions.reject.failedTitle'), errorText(error, t('admin.actions.reject.failedText'))),
    });
  const onInvalid = () => toastError(t('admin.actions.reject.reasonRequiredTitle'), t('validation.reasonRequired'));

  return (
    <Section title={t('admin.actions.reject.title')}>
      <FormProvider {...form}>
        <form className="grid gap-3" onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate>
          <SelectField<RejectForm>
            name="reason"
            label={t('admin.actions.reject.reasonLabel')}
            placeholder={t('admin.actions.reject.reasonPlaceholder')}
            options={APPLICATION_REJECTION_REASONS.map((key) => ({
              value: key,
              label: t(`admin.actions.reject.reasons.${key}`),
            }))}
          />
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
      </FormProvider>
    </Section>
  );
}
