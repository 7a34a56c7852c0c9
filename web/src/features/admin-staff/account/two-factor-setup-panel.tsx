import { zodResolver } from '@hookform/resolvers/zod';
import { type TwoFactorSetup, totpCodeSchema } from '@protea/shared/schemas/two-factor';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextField } from '../../../components/form/text-field';
import { AUTHENTICATOR_CODE_TYPING } from '../../../components/form/typing';
import { Button } from '../../../components/ui/button';
import { errorText, toastError } from '../../../lib/admin/admin-toast';
import { settle } from '../../../lib/admin/settle';
import { ApiError } from '../../../lib/api-client';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { CopyButton } from '../components/copy-button';
import { SecretField } from '../components/secret-field';

type CodeForm = z.input<typeof totpCodeSchema>;

/** The key in groups of four, as people read it off one screen and type it into another. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The QR code the server drew, as an image: no markup of the server's enters the page. */
const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

function Step({ number, children }: { number: number; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span
        aria-hidden="true"
        className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
      >
        {number}
      </span>
      <div className="grid min-w-0 flex-1 gap-3">{children}</div>
    </li>
  );
}

/** Scan or type the key, then a current code from the app turns two-factor sign-in on. */
export function TwoFactorSetupPanel({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const enable = useEnableTwoFactor();
  const form = useForm<CodeForm, unknown, z.output<typeof totpCodeSchema>>({
    resolver: zodResolver(totpCodeSchema),
    defaultValues: { code: '' },
  });

  const onValid = (input: z.output<typeof totpCodeSchema>) =>
    settle(enable.mutateAsync(input), {
      onSuccess: ({ recoveryCodes }) => onEnabled(recoveryCodes),
      onError: (error) => {
        const message = error instanceof ApiError ? error.fields?.code?.[0] : undefined;
        if (message) form.setError('code', { type: 'server', message }, { shouldFocus: true });
        else toastError(t('admin.actionFailedTitle'), errorText(error, t('admin.actionFailedText')));
      },
    });

  return (
    <ol className="grid gap-5">
      <Step number={1}>
        <p className="text-slate-800">{t('admin.account.setup.scan')}</p>
        <img
          src={svgDataUrl(setup.qrCodeSvg)}
          alt={t('admin.account.setup.qrAlt')}
          width={200}
          height={200}
          className="h-50 w-50 rounded-lg border border-slate-300 bg-white"
        />
      </Step>
      <Step number={2}>
        <p className="text-slate-800">{t('admin.account.setup.type')}</p>
        <SecretField label={t('admin.account.setup.key')} value={grouped(setup.secret)} isLong className="max-w-md" />
        <div>
          <CopyButton text={setup.secret} label={t('admin.account.setup.copyKey')} />
        </div>
      </Step>
      <Step number={3}>
        <FormProvider {...form}>
          <form className="grid gap-3" onSubmit={form.handleSubmit(onValid)} noValidate>
            <TextField<CodeForm>
              name="code"
              label={t('admin.account.setup.code')}
              hint={t('admin.account.setup.codeHint')}
              {...AUTHENTICATOR_CODE_TYPING}
              className="max-w-xs"
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={enable.isPending}>
                {enable.isPending ? t('admin.account.setup.enabling') : t('admin.account.setup.enable')}
              </Button>
              <Button variant="secondary" onClick={onCancel}>
                {t('common.cancel')}
              </Button>
            </div>
          </form>
        </FormProvider>
      </Step>
    </ol>
  );
}
