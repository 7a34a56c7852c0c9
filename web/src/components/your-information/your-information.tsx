import { zodResolver } from '@hookform/resolvers/zod';
import { CORRECTION_MAX_LENGTH, correctionRequestSchema } from '@protea/shared/schemas/customer-data';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError, apiRequest } from '../../lib/api-client';
import { apiBase } from '../../lib/base-path';
import { toast } from '../../lib/toast-store';
import { TextareaField } from '../form/textarea-field';
import { Button, buttonClass } from '../ui/button';

type CorrectionForm = z.input<typeof correctionRequestSchema>;

interface YourInformationProps {
  /** The request under the API: `/residential-applications/PM-2026-12345`, `/terminations/TEMP`. */
  requestPath: string;
}

/**
 * The customer's own copy of what is held about their request, and a correction request that reaches staff
 * (issue 13, POPIA). Shown to the session that owns the request.
 */
export function YourInformation({ requestPath }: YourInformationProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const form = useForm<CorrectionForm, unknown, z.output<typeof correctionRequestSchema>>({
    resolver: zodResolver(correctionRequestSchema),
    defaultValues: { message: '' },
  });
  const send = useMutation({
    mutationFn: (message: string) =>
      apiRequest<{ success: boolean }>(`${requestPath}/correction-request`, { method: 'POST', body: { message } }),
    onSuccess: () => {
      form.reset();
      toast({
        variant: 'success',
        title: t('wizard.yourInformation.sentTitle'),
        description: t('wizard.yourInformation.sentText'),
      });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('wizard.yourInformation.failedTitle'),
        description:
          error instanceof ApiError && error.status === 429 ? error.message : t('wizard.yourInformation.failedText'),
      }),
  });

  return (
    <section aria-labelledby={headingId} className="mt-6 grid gap-3 border-t border-slate-200 pt-5">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t('wizard.yourInformation.title')}
      </h3>
      <p className="text-slate-800">{t('wizard.yourInformation.intro')}</p>
      <div>
        <a href={`${apiBase}${requestPath}/export`} download className={buttonClass('secondary')}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {t('wizard.yourInformation.download')}
        </a>
      </div>
      <FormProvider {...form}>
        <form className="grid gap-2" onSubmit={form.handleSubmit(({ message }) => send.mutate(message))} noValidate>
          <TextareaField<CorrectionForm>
            name="message"
            label={t('wizard.yourInformation.correctionLabel')}
            hint={t('wizard.yourInformation.correctionHint')}
            rows={3}
            maxLength={CORRECTION_MAX_LENGTH}
          />
          <div>
            <Button type="submit" variant="secondary" disabled={send.isPending}>
              {send.isPending ? t('wizard.yourInformation.sending') : t('wizard.yourInformation.send')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
