import type { TwoFactorLoginInput } from '@protea/shared/schemas/two-factor';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lazyZodResolver } from '../../components/form/lazy-zod-resolver';
import { TextField } from '../../components/form/text-field';
import { AUTHENTICATOR_CODE_TYPING } from '../../components/form/typing';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast-store';
import { useAdminLoginTwoFactor } from './api/admin-login-two-factor';

const codeResolver = lazyZodResolver<TwoFactorLoginInput>(
  async () => (await import('@protea/shared/schemas/two-factor')).twoFactorLoginSchema,
);

/** A recovery code is letters and digits, longer than an authenticator's. */
const RECOVERY_CODE_TYPING = { autoComplete: 'off', inputMode: 'text', maxLength: 40 } as const;

/** The second step of signing in, once the password was right: the authenticator's code or a recovery code. */
export function TwoFactorStep({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const verify = useAdminLoginTwoFactor();
  const [isRecovery, setRecovery] = useState(false);
  const form = useForm<TwoFactorLoginInput>({ resolver: codeResolver, defaultValues: { code: '' } });
  const { setFocus, resetField } = form;

  useEffect(() => setFocus('code'), [setFocus]);

  const switchKind = () => {
    setRecovery((was) => !was);
    resetField('code');
    setFocus('code');
  };

  const onValid = (input: TwoFactorLoginInput) =>
    verify.mutate(input, {
      onSuccess: () =>
        toast({
          variant: 'success',
          title: t('signin.login.successTitle'),
          description: t('signin.login.successText'),
        }),
      onError: (error) => {
        const title = t('signin.login.failedTitle');
        if (error instanceof ApiError && error.code === 'two_factor_expired') {
          toast({ variant: 'destructive', title: t('signin.login.twoFactorExpiredTitle'), description: error.message });
          onBack();
        } else if (error instanceof ApiError && error.status === 400 && error.fields?.code?.[0]) {
          form.setError('code', { type: 'server', message: error.fields.code[0] }, { shouldFocus: true });
        } else if (error instanceof ApiError && (error.status === 401 || error.status === 429)) {
          toast({ variant: 'destructive', title, description: error.message });
          resetField('code');
          setFocus('code');
        } else {
          toast({
            variant: 'destructive',
            title: t('signin.login.errorTitle'),
            description: t('signin.login.errorText'),
          });
        }
      },
    });

  return (
    <FormProvider {...form}>
      <form className="mt-6 grid gap-4" onSubmit={form.handleSubmit(onValid)} noValidate>
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold text-brand-900">{t('signin.login.twoFactorTitle')}</h2>
          <p className="text-sm text-slate-700">
            {isRecovery ? t('signin.login.twoFactorRecoveryIntro') : t('signin.login.twoFactorIntro')}
          </p>
        </div>
        <TextField<TwoFactorLoginInput>
          key={isRecovery ? 'recovery' : 'app'}
          name="code"
          label={isRecovery ? t('signin.login.recoveryCode') : t('signin.login.twoFactorCode')}
          {...(isRecovery ? RECOVERY_CODE_TYPING : AUTHENTICATOR_CODE_TYPING)}
          autoCapitalize="none"
          spellCheck={false}
        />
        <Button type="submit" disabled={verify.isPending}>
          {verify.isPending ? t('signin.login.twoFactorVerifying') : t('signin.login.twoFactorSubmit')}
        </Button>
        <Button variant="ghost" onClick={switchKind}>
          {isRecovery ? t('signin.login.useAppCode') : t('signin.login.useRecoveryCode')}
        </Button>
        <Button variant="secondary" onClick={onBack}>
          {t('signin.login.back')}
        </Button>
      </form>
    </FormProvider>
  );
}
