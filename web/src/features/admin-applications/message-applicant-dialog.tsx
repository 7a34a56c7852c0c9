import { zodResolver } from '@hookform/resolvers/zod';
import { messageApplicantSchema } from '@protea/shared/schemas/admin-application-detail';
import type { ApplicationListRow } from '@protea/shared/schemas/admin-applications';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextareaField } from '../../components/form/textarea-field';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { errorText, toastError, toastSuccess } from '../../lib/admin/admin-toast';
import { settle } from '../../lib/admin/settle';
import { useMessageApplicant } from './api/message-applicant';

const MESSAGE_MAX = 600;

type MessageForm = z.input<typeof messageApplicantSchema>;
type Channel = MessageForm['channel'];

export function MessageApplicantDialog({ row, onClose }: { row: ApplicationListRow; onClose: () => void }) {
  const { t } = useTranslation();
  const send = useMessageApplicant();
  const form = useForm<MessageForm, unknown, z.output<typeof messageApplicantSchema>>({
    resolver: zodResolver(messageApplicantSchema),
    defaultValues: { channel: 'sms', message: '' },
  });

  const onValid = ({ channel, message }: z.output<typeof messageApplicantSchema>) =>
    settle(send.mutateAsync({ id: row.appReference, channel, message }), {
      onSuccess: () => {
        toastSuccess(t('admin.message.sentTitle'), t(`admin.message.sentText.${channel}`, { name: row.fullName }));
        onClose();
      },
      onError: (error) => toastError(t('admin.actionFailedTitle'), errorText(error, t('admin.actionFailedText'))),
    });

  const channelOption = (value: Channel, detail: string | null) => (
    <label className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-300 px-3 has-[:disabled]:bg-slate-100 has-[:disabled]:text-slate-600">
      <input
        type="radio"
        value={value}
        disabled={detail === null}
        {...form.register('channel')}
        className="h-4 w-4 accent-brand-700"
      />
      <span className="grid">
        <span className="font-medium">{t(`admin.message.channels.${value}`)}</span>
        <span className="text-xs">{detail ?? t('admin.message.noEmail')}</span>
      </span>
    </label>
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('admin.message.title')}
      description={t('admin.message.subtitle', { name: row.fullName, reference: row.appReference })}
      closeLabel={t('common.close')}
    >
      <FormProvider {...form}>
        <form className="mt-4 grid gap-4" onSubmit={form.handleSubmit(onValid)} noValidate>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{t('admin.message.channel')}</legend>
            {channelOption('sms', row.phone ?? '')}
            {channelOption('email', row.email)}
          </fieldset>
          <TextareaField<MessageForm>
            name="message"
            label={t('admin.message.text')}
            hint={(message) => t('admin.message.count', { count: message.length, max: MESSAGE_MAX })}
            rows={5}
            maxLength={MESSAGE_MAX}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? t('admin.message.sending') : t('admin.message.send')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </Dialog>
  );
}
