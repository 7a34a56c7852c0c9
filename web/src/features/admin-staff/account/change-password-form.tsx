import { zodResolver } from '@hookform/resolvers/zod';
import { changeOwnPasswordSchema } from '@protea/shared/schemas/own-password';
import { KeyRound } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { errorText, toastError, toastSuccess } from '../../../lib/admin/admin-toast';
import { settle } from '../../../lib/admin/settle';
import { ApiError } from '../../../lib/api-client';
import { useChangeOwnPassword } from '../api/change-own-password';

/** The API's two fields, and the new password typed twice: a typing mistake is caught before it locks anyone out. */
const passwordFormSchema = changeOwnPasswordSchema
  .extend({ repeatPassword: z.string() })
  .refine((input) => input.repeatPassword === input.newPassword, {
    path: ['repeatPassword'],
    message: 'admin.account.password.validation.mismatch',
  });

type PasswordForm = z.input<typeof passwordFormSchema>;
const SERVER_FIELDS = ['currentPassword', 'newPassword'] as const;

/** A staff member changes their own password; their other sessions end. */
/** The current password, the new one and its repetition, in that order. */
const PASSWORD_FIELDS: ReadonlyArray<{
  name: keyof PasswordForm;
  label: string;
  hint?: string;
  autoComplete: 'current-password' | 'new-password';
}> = [
  { name: 'currentPassword', label: 'admin.account.currentPassword', autoComplete: 'current-password' },
  {
    name: 'newPassword',
    label: 'admin.account.password.new',
    hint: 'admin.account.password.newHint',
    autoComplete: 'new-password',
  },
  { name: 'repeatPassword', label: 'admin.account.password.repeat', autoComplete: 'new-password' },
];

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangeOwnPassword();
  const form = useForm<PasswordForm>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', repeatPassword: '' },
  });

  const onValid = ({ currentPassword, newPassword }: PasswordForm) =>
    settle(change.mutateAsync({ currentPassword, newPassword }), {
      onSuccess: () => {
        form.reset();
        toastSuccess(t('admin.account.password.changedTitle'), t('admin.account.password.changedText'));
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fields : undefined;
        const named = SERVER_FIELDS.filter((name) => fields?.[name]?.[0]);
        for (const [index, name] of named.entries()) {
          form.setError(name, { type: 'server', message: fields![name]![0] }, { shouldFocus: index === 0 });
        }
        if (named.length === 0) toastError(t('admin.actionFailedTitle'), errorText(error, t('admin.actionFailedText')));
      },
    });

  return (
    <FormProvider {...form}>
      <form className="grid gap-3" onSubmit={form.handleSubmit(onValid)} noValidate>
        <p className="text-sm text-slate-700">{t('admin.account.password.intro')}</p>
        {PASSWORD_FIELDS.map((field) => (
          <TextField<PasswordForm>
            key={field.name}
            name={field.name}
            type="password"
            label={t(field.label)}
            hint={field.hint ? t(field.hint) : undefined}
            autoComplete={field.autoComplete}
            className="max-w-sm"
          />
        ))}
        <div>
          <Button type="submit" disabled={change.isPending}>
            <KeyRound aria-hidden="true" className="h-4 w-4" />
            {change.isPending ? t('admin.account.password.submitting') : t('admin.account.password.submit')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
