import type { AdminLoginInput } from '@protea/shared/schemas/admin-login';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { lazyZodResolver } from '../../components/form/lazy-zod-resolver';
import { TextField } from '../../components/form/text-field';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast-store';
import { useAdminLogin } from './api/admin-login';
import { TwoFactorStep } from './two-factor-step';

const loginResolver = lazyZodResolver(
  async () => (await import('@protea/shared/schemas/admin-login')).adminLoginSchema,
);

/** `onFirstUse` runs when a field is first focused: what comes after signing in can load while the form is filled. */
export function LoginForm({ onFirstUse }: { onFirstUse?: () => void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const login = useAdminLogin();
  // A right password of someone with two-factor sign-in leads to the second step, not into the dashboard.
  const [isSecondStep, setSecondStep] = useState(false);
  const form = useForm<AdminLoginInput>({
    resolver: loginResolver,
    defaultValues: { username: '', password: '' },
  });

  const onValid = (input: AdminLoginInput) =>
    login.mutate(input, {
      onSuccess: (response) => {
        if (response.twoFactorRequired) {
          setSecondStep(true);
          return;
        }
        toast({ variant: 'success', title: t('admin.login.successTitle'), description: t('admin.login.successText') });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 429) {
          toast({ variant: 'destructive', title: t('admin.login.failedTitle'), description: error.message });
        } else if (error instanceof ApiError && (error.status === 401 || error.status === 400)) {
          toast({
            variant: 'destructive',
            title: t('admin.login.failedTitle'),
            description: t('admin.login.failedText'),
          });
        } else {
          toast({
            variant: 'destructive',
            title: t('admin.login.errorTitle'),
            description: t('admin.login.errorText'),
          });
        }
      },
    });

  // The shared schema decides what is missing: the spec's toast, and the field's own message under it.
  const onInvalid = () =>
    toast({
      variant: 'destructive',
      title: t('admin.login.missingInfoTitle'),
      description: t('admin.login.missingInfoText'),
    });

  const backToPassword = () => {
    form.setValue('password', '');
    setSecondStep(false);
  };

  return (
    <Card className="mx-auto mt-6 w-full max-w-md">
      <h1 className="text-2xl font-bold text-brand-900">{t('admin.login.title')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('admin.login.subtitle')}</p>
      {isSecondStep ? (
        <TwoFactorStep onBack={backToPassword} />
      ) : (
        <FormProvider {...form}>
          <form
            className="mt-6 grid gap-4"
            onSubmit={form.handleSubmit(onValid, onInvalid)}
            onFocus={onFirstUse}
            noValidate
          >
            <TextField<AdminLoginInput> name="username" label={t('admin.login.username')} autoComplete="username" />
            <TextField<AdminLoginInput>
              name="password"
              label={t('admin.login.password')}
              type="password"
              autoComplete="current-password"
            />
            <Button type="submit" disabled={login.isPending}>
              {login.isPending ? t('admin.login.submitting') : t('admin.login.submit')}
            </Button>
            <Button variant="secondary" onClick={() => navigate('/')}>
              {t('admin.login.returnToClient')}
            </Button>
          </form>
        </FormProvider>
      )}
    </Card>
  );
}
