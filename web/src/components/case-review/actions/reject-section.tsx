import { zodResolver } from '@hookform/resolvers/zod';
import { rejectSchema } from '@protea/shared/schemas/admin-application-detail';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { toastSuccess } from '../../../lib/admin/admin-toast';
import { SelectField } from '../../form/select-field';
import { TextareaField } from '../../form/textarea-field';
import { DecisionForm } from './decision-form';
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
  const form = useForm<RejectForm, unknown, RejectBody>({
    resolver: zodResolver(rejectSchema),
    defaultValues: { reason: '', message: '' },
  });
  const [reason, message] = form.watch(['reason', 'message']);
  // The server sends staff's own words instead of the listed reason when both are given.
  const customerReads = message?.trim() || (reason ? t(`decisions.rejection.${reason}`) : '');

  return (
    <DecisionForm
      form={form}
      texts={{ ...texts, incompleteTitle: texts.reasonRequiredTitle, incompleteText: texts.reasonRequiredText }}
      variant="danger"
      isReady={Boolean(reason)}
      send={({ reason: chosen, message: words }) =>
        onReject(words ? { reason: chosen, message: words } : { reason: chosen })
      }
      onSent={() => toastSuccess(t(texts.rejectedTitle), t(texts.rejectedText))}
    >
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
    </DecisionForm>
  );
}
