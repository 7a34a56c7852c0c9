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
        toast({
          variant: 'success',
          title: t('signin.login.successTitle'),
          description: t('signin.login.successText'),
        });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 429) {
          toast({ variant: 'destructive', title: t('signin.login.failedTitle'), description: error.message });
        } else if (error instanceof ApiError && (error.status === 401 || error.status === 400)) {
          toast({
            variant: 'destructive',
            title: t('signin.login.failedTitle'),
            description: t('signin.login.failedText'),
          });
        } else {
          toast({
            variant: 'destructive',
            title: t('signin.login.errorTitle'),
            description: t('signin.login.errorText'),
          });
        }
      },
    });

  // The shared schema decides what is missing: the spec's toast, and the field's own message under it.
  const onInvalid = () =>
    toast({
      variant: 'destructive',
      title: t('signin.login.missingInfoTitle'),
      description: t('signin.login.missingInfoText'),
    });

  const backToPassword = () => {
    form.setValue('password', '');
    setSecondStep(false);
  };

  return (
    <Card className="mx-auto mt-6 w-full max-w-md">
      <h1 className="text-2xl font-bold text-brand-900">{t('signin.login.title')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('signin.login.subtitle')}</p>
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
            <TextField<AdminLoginInput> name="username" label={t('signin.login.username')} autoComplete="username" />
            <TextField<AdminLoginInput>
              name="password"
              label={t('signin.login.password')}
              type="password"
              autoComplete="current-password"
            />
            <Button type="submit" disabled={login.isPending}>
              {login.isPending ? t('signin.login.submitting') : t('signin.login.submit')}
            </Button>
            <Button variant="secondary" onClick={() => navigate('/')}>
              {t('signin.login.returnToClient')}
            </Button>
          </form>
        </FormProvider>
      )}
    </Card>
  );
}
