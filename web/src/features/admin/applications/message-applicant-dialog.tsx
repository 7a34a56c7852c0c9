import type { ApplicationListRow } from '@protea/shared/schemas/admin-applications';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClass } from '../../../components/form/field-class';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorText, toastError, toastSuccess } from '../admin-toast';
import { useMessageApplicant } from '../api/message-applicant';
import { settle } from '../settle';

const MESSAGE_MAX = 600;

export function MessageApplicantDialog({ row, onClose }: { row: ApplicationListRow; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const send = useMessageApplicant();
  const [channel, setChannel] = useState<'sms' | 'email'>('sms');
  const [message, setMessage] = useState('');
  const [showError, setShowError] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const isBlank = message.trim() === '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isBlank) {
      setShowError(true);
      textarea.current?.focus();
      return;
    }
    settle(send.mutateAsync({ id: row.appReference, channel, message: message.trim() }), {
      onSuccess: () => {
        toastSuccess(t('admin.message.sentTitle'), t(`admin.message.sentText.${channel}`, { name: row.fullName }));
        onClose();
      },
      onError: (error) => toastError(t('admin.actionFailedTitle'), errorText(error, t('admin.actionFailedText'))),
    });
  };

  const channelOption = (value: 'sms' | 'email', detail: string | null) => (
    <label className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-300 px-3 has-[:disabled]:bg-slate-100 has-[:disabled]:text-slate-600">
      <input
        type="radio"
        name={`${id}-channel`}
        value={value}
        checked={channel === value}
        disabled={detail === null}
        onChange={() => setChannel(value)}
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
      <form className="mt-4 grid gap-4" onSubmit={onSubmit} noValidate>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t('admin.message.channel')}</legend>
          {channelOption('sms', row.phone ?? '')}
          {channelOption('email', row.email)}
        </fieldset>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-text`} className="text-sm font-medium">
            {t('admin.message.text')}
          </label>
          <textarea
            ref={textarea}
            id={`${id}-text`}
            rows={5}
            maxLength={MESSAGE_MAX}
            value={message}
            onChange={(event) => {
              setMessage(event.target.value);
              setShowError(false);
            }}
            aria-invalid={showError && isBlank}
            aria-describedby={`${id}-count${showError && isBlank ? ` ${id}-error` : ''}`}
            className={`${fieldClass} py-2`}
          />
          <p id={`${id}-count`} className="text-xs text-slate-600">
            {t('admin.message.count', { count: message.length, max: MESSAGE_MAX })}
          </p>
          {showError && isBlank && (
            <p id={`${id}-error`} className="text-sm text-red-800">
              {t('validation.messageRequired')}
            </p>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? t('admin.message.sending') : t('admin.message.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
