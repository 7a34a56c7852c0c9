import type { AdminProfile } from '@protea/shared/schemas/admin-login';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { ChangePasswordForm } from './change-password-form';

/**
 * What a staff member with a temporary password (an administrator generated it) sees instead of the dashboard: the
 * change form alone, and a way to sign out (`signOut`, from the shell).
 */
export function ForcedPasswordChange({ me, signOut }: { me: AdminProfile; signOut: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card className="mx-auto mt-6 grid w-full max-w-lg gap-4">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold text-brand-900">{t('admin.account.password.forcedTitle')}</h1>
        <p className="text-sm text-slate-700">{t('admin.account.password.forcedIntro', { name: me.displayName })}</p>
      </div>
      <ChangePasswordForm />
      <div className="border-t border-slate-200 pt-4">{signOut}</div>
    </Card>
  );
}
