import type { AdminProfile } from '@protea/shared/schemas/admin-login';
import type { TwoFactorSetup } from '@protea/shared/schemas/two-factor';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoList, Section } from '../../../components/admin/info-list';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorText, toastError } from '../../../lib/admin/admin-toast';
import { useDateFormats } from '../../../lib/admin/use-date-formats';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { useSetUpTwoFactor } from '../api/set-up-two-factor';
import { ChangePasswordForm } from './change-password-form';
import { DisableTwoFactorForm } from './disable-two-factor-form';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorSetupPanel } from './two-factor-setup-panel';

/** Every staff member's own account: who they are, their password and their two-factor sign-in. */
export function AccountTab({ me }: { me: AdminProfile }) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormats();
  const status = useTwoFactorStatus();
  const setUp = useSetUpTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const startSetUp = () =>
    setUp.mutate(undefined, {
      onSuccess: setSetup,
      onError: (error) => toastError(t('admin.actionFailedTitle'), errorText(error, t('admin.actionFailedText'))),
    });

  const twoFactor = () => {
    // The codes come first: they are shown this once, whatever the status says meanwhile.
    if (recoveryCodes) {
      return <RecoveryCodes codes={recoveryCodes} username={me.username} onDone={() => setRecoveryCodes(null)} />;
    }
    if (status.isPending) return <Spinner label={t('common.loading')} />;
    if (status.isError) return <p className="text-red-700">{t('admin.account.loadFailed')}</p>;
    if (status.data.enabled) {
      return (
        <div className="grid gap-4">
          <p className="flex items-start gap-2 text-slate-800">
            <ShieldCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
            <span>
              {t('admin.account.twoFactorOn', { date: dateTime(status.data.enabledAt) })}{' '}
              {t('admin.account.recoveryCodesLeft', { count: status.data.recoveryCodesLeft })}
            </span>
          </p>
          <DisableTwoFactorForm />
        </div>
      );
    }
    if (setup) {
      return (
        <TwoFactorSetupPanel
          setup={setup}
          onEnabled={(codes) => {
            setSetup(null);
            setRecoveryCodes(codes);
          }}
          onCancel={() => setSetup(null)}
        />
      );
    }
    return (
      <div className="grid gap-4">
        <p className="text-slate-800">{t('admin.account.twoFactorOff')}</p>
        <div>
          <Button onClick={startSetUp} disabled={setUp.isPending}>
            <ShieldCheck aria-hidden="true" className="h-4 w-4" />
            {setUp.isPending ? t('admin.account.settingUp') : t('admin.account.setUp')}
          </Button>
        </div>
      </div>
    );
  };

  return (
    <div className="grid gap-5">
      <h2 className="text-lg font-semibold text-slate-900">{t('admin.account.title')}</h2>
      <Section title={t('admin.account.detailsTitle')}>
        <InfoList
          items={[
            { label: t('admin.staff.fields.displayName'), value: me.displayName },
            { label: t('admin.staff.fields.username'), value: me.username },
            { label: t('admin.staff.fields.role'), value: t(`admin.staff.roles.${me.role}`) },
          ]}
        />
      </Section>
      <Section title={t('admin.account.password.title')}>
        <ChangePasswordForm />
      </Section>
      <Section title={t('admin.account.twoFactorTitle')}>{twoFactor()}</Section>
    </div>
  );
}
