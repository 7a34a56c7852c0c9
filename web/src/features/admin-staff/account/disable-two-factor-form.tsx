import { zodResolver } from '@hookform/resolvers/zod';
import { disableTwoFactorSchema } from '@protea/shared/schemas/two-factor';
import { ShieldOff } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { errorText, toastError, toastSuccess } from '../../../lib/admin/admin-toast';
import { settle } from '../../../lib/admin/settle';
import { ApiError } from '../../../lib/api-client';
import { useDisableTwoFactor } from '../api/disable-two-factor';

type PasswordForm = z.input<typeof disableTwoFactorSchema>;

/** Turning two-factor sign-in off asks for the password again: an unattended session cannot do it. */
export function DisableTwoFactorForm() {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const form = useForm<PasswordForm>({
    resolver: zodResolver(disableTwoFactorSchema),
    defaultValues: { password: '' },
  });

  const onValid = (input: PasswordForm) =>
    settle(disable.mutateAsync(input), {
      onSuccess: () => toastSuccess(t('admin.account.disabledTitle'), t('admin.account.disabledText')),
      onError: (error) => {
        const message = error instanceof ApiError ? error.fields?.password?.[0] : undefined;
        if (message) form.setError('password', { type: 'server', message }, { shouldFocus: true });
        else toastError(t('admin.actionFailedTitle'), errorText(error, t('admin.actionFailedText')));
      },
    });

  return (
    <FormProvider {...form}>
      <form className="grid gap-3 border-t border-slate-200 pt-4" onSubmit={form.handleSubmit(onValid)} noValidate>
        <p className="text-sm text-slate-700">{t('admin.account.disableIntro')}</p>
        <TextField<PasswordForm>
          name="password"
          type="password"
          label={t('admin.account.currentPassword')}
          autoComplete="current-password"
          className="max-w-xs"
        />
        <div>
          <Button type="submit" variant="danger" disabled={disable.isPending}>
            <ShieldOff aria-hidden="true" className="h-4 w-4" />
            {disable.isPending ? t('admin.account.disabling') : t('admin.account.disable')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
