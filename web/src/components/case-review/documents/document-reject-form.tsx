import { zodResolver } from '@hookform/resolvers/zod';
import { DOCUMENT_REJECTION_REASONS } from '@protea/shared/decision-reasons';
import { type RejectDocumentInput, rejectDocumentSchema } from '@protea/shared/schemas/document-review';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SelectField } from '../../form/select-field';
import { TextareaField } from '../../form/textarea-field';
import { Button } from '../../ui/button';

type RejectForm = z.input<typeof rejectDocumentSchema>;

const WORDS_MAX = 500;
const small = 'min-h-10 px-3 py-1.5 text-xs';

interface DocumentRejectFormProps {
  title: string;
  isSending: boolean;
  onReject: (input: RejectDocumentInput) => void;
  onCancel: () => void;
}

/**
 * Why a document is not approved (issue 39): a listed reason, and words for the customer (needed for another
 * reason). The customer is told both by SMS and email and sends a new file from the Track page.
 */
export function DocumentRejectForm({ title, isSending, onReject, onCancel }: DocumentRejectFormProps) {
  const { t } = useTranslation();
  const form = useForm<RejectForm, unknown, RejectDocumentInput>({
    resolver: zodResolver(rejectDocumentSchema),
    defaultValues: { message: '' },
  });
  useEffect(() => form.setFocus('reason'), [form]);
  return (
    <FormProvider {...form}>
      <form
        noValidate
        className="grid gap-3 rounded-lg border border-red-300 bg-red-50 p-3"
        onSubmit={form.handleSubmit(({ reason, message }) => onReject(message ? { reason, message } : { reason }))}
      >
        <p className="text-sm font-semibold text-red-950">{t('admin.documents.rejectForm.legend', { title })}</p>
        <SelectField<RejectForm>
          name="reason"
          label={t('admin.documents.rejectForm.reason')}
          placeholder={t('admin.documents.rejectForm.reasonPlaceholder')}
          options={DOCUMENT_REJECTION_REASONS.map((key) => ({
            value: key,
            label: t(`decisions.documentRejection.${key}`),
          }))}
        />
        <TextareaField<RejectForm>
          name="message"
          label={t('admin.documents.rejectForm.words')}
          hint={t('admin.documents.rejectForm.wordsHint')}
          rows={2}
          maxLength={WORDS_MAX}
        />
        <div className="flex flex-wrap gap-1.5">
          <Button type="submit" variant="danger" className={small} disabled={isSending}>
            {t('admin.documents.rejectForm.confirm')}
            <span className="sr-only"> {title}</span>
          </Button>
          <Button type="button" variant="secondary" className={small} onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
