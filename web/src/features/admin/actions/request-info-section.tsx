import { zodResolver } from '@hookform/resolvers/zod';
import { APPLICATION_INFO_REQUESTS } from '@protea/shared/decision-reasons';
import { type AdminApplicationDetail, requestInfoSchema } from '@protea/shared/schemas/admin-application-detail';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '../../../components/form/form-field';
import { Select } from '../../../components/form/select';
import { TextareaField } from '../../../components/form/textarea-field';
import { Button } from '../../../components/ui/button';
import { errorText, toastError, toastSuccess } from '../admin-toast';
import { Section } from '../components/info-list';
import { settle } from '../settle';
import { useRequestInfo } from './api/request-info';

const OTHER = 'other';
const TEXT_MAX = 1000;

/** The picked option is sent as it is (the server words it); "something else" sends the admin's own text. */
const requestInfoFormSchema = requestInfoSchema.extend({ option: z.string() });
type RequestInfoForm = z.input<typeof requestInfoFormSchema>;

/** A listed request (the server words it) or the admin's own text. */
export function RequestInfoSection({ application }: { application: AdminApplicationDetail }) {
  const { t } = useTranslation();
  const request = useRequestInfo();
  const form = useForm<RequestInfoForm, unknown, z.output<typeof requestInfoFormSchema>>({
    resolver: zodResolver(requestInfoFormSchema),
    defaultValues: { option: '', message: '' },
  });
  const [option, message] = form.watch(['option', 'message']);

  const onOption = (value: string) => {
    form.setValue('option', value);
    form.setValue('message', value === OTHER ? '' : value);
    form.clearErrors('message');
  };

  const onValid = ({ message: text }: z.output<typeof requestInfoFormSchema>) =>
    settle(request.mutateAsync({ reference: application.appReference, message: text }), {
      onSuccess: () => {
        form.reset();
        toastSuccess(t('admin.actions.requestInfo.sentTitle'), t('admin.actions.requestInfo.sentText'));
      },
      onError: (error) =>
        toastError(
          t('admin.actions.requestInfo.failedTitle'),
          errorText(error, t('admin.actions.requestInfo.failedText')),
        ),
    });
  const onInvalid = () => toastError(t('admin.actions.requestInfo.requiredTitle'), t('validation.infoRequired'));

  return (
    <Section title={t('admin.actions.requestInfo.title')}>
      <FormProvider {...form}>
        <form className="grid gap-3" onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate>
          <FormField label={t('admin.actions.requestInfo.optionLabel')}>
            {(a11y) => (
              <Select {...a11y} value={option} onChange={(event) => onOption(event.target.value)}>
                <option value="">{t('admin.actions.requestInfo.optionPlaceholder')}</option>
                {APPLICATION_INFO_REQUESTS.map((key) => (
                  <option key={key} value={key}>
                    {t(`decisions.infoRequest.${key}`)}
                  </option>
                ))}
                <option value={OTHER}>{t('admin.actions.requestInfo.other')}</option>
              </Select>
            )}
          </FormField>
          {option === OTHER && (
            <TextareaField<RequestInfoForm>
              name="message"
              label={t('admin.actions.requestInfo.textLabel')}
              rows={3}
              maxLength={TEXT_MAX}
            />
          )}
          <div>
            <Button type="submit" variant="secondary" disabled={!message.trim() || request.isPending}>
              {t('admin.actions.requestInfo.button')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </Section>
  );
}
