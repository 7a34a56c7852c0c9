import { zodResolver } from '@hookform/resolvers/zod';
import { rejectSchema } from '@protea/shared/schemas/admin-application-detail';
import { useMutation } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorText, toastError, toastSuccess } from '../../../lib/admin/admin-toast';
import { settle } from '../../../lib/admin/settle';
import { Section } from '../../admin/info-list';
import { SelectField } from '../../form/select-field';
import { TextareaField } from '../../form/textarea-field';
import { Button } from '../../ui/button';
import type { RejectTexts } from './decision-texts';

type RejectForm = z.input<typeof rejectSchema>;
export type RejectBody = z.output<typeof rejectSchema>;

const MESSAGE_MAX = 1000;

interface RejectSectionProps {
  /** The listed reasons' keys; the customer reads `decisions.rejection.<key>` in their language. */
  reasons: readonly string[];
  texts: RejectTexts;
  /** Whether staff may add their own words to the listed reason. */
  withMessage?: boolean;
  onReject: (body: RejectBody) => Promise<unknown>;
}

/** Reject with a listed reason (required) and, where the kind allows, a message of staff's own. */
export function RejectSection({ reasons, texts, withMessage = false, onReject }: RejectSectionProps) {
  const { t } = useTranslation();
  const reject = useMutation({ mutationFn: onReject });
  const form = useForm<RejectForm, unknown, RejectBody>({
    resolver: zodResolver(rejectSchema),
    defaultValues: { reason: '', message: '' },
  });
  const [reason, message] = form.watch(['reason', 'message']);
  // The server sends staff's own words instead of the listed reason when both are given.
  const customerReads = message?.trim() || (reason ? t(`decisions.rejection.${reason}`) : '');

  const onValid = ({ reason: chosen, message: words }: RejectBody) =>
    settle(reject.mutateAsync(words ? { reason: chosen, message: words } : { reason: chosen }), {
      onSuccess: () => toastSuccess(t(texts.rejectedTitle), t(texts.rejectedText)),
      onError: (error) => toastError(t(texts.failedTitle), errorText(error, t(texts.failedText))),
    });
  const onInvalid = () => toastError(t(texts.reasonRequiredTitle), t(texts.reasonRequiredText));

  return (
    <Section title={t(texts.title)}>
      <FormProvider {...form}>
        <form className="grid gap-3" onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate>
          <SelectField<RejectForm>
            name="reason"
            label={t(texts.reasonLabel)}
            placeholder={t(texts.reasonPlaceholder)}
            options={reasons.map((key) => ({ value: key, label: t(`${texts.reasons}.${key}`) }))}
          />
          {reason && (
            <p className="text-sm text-slate-800">
              {t(texts.messageToCustomer)} <q>{customerReads}</q>
            </p>
          )}
          {withMessage && (
            <TextareaField<RejectForm> name="message" label={t(texts.messageLabel)} rows={3} maxLength={MESSAGE_MAX} />
          )}
          <div>
            <Button type="submit" variant="danger" disabled={!reason || reject.isPending}>
              {t(texts.button)}
            </Button>
          </div>
        </form>
      </FormProvider>
    </Section>
  );
}
