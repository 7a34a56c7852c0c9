import type { AdminProfile } from '@protea/shared/schemas/admin-login';
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminLayout } from './admin-layout';
import { useAdminMe } from './api/get-admin-me';
import { DashboardShell } from './dashboard-shell';
import { LoginForm } from './login-form';

/** Any admin screen: the login form until signed in, then the screen itself. */
export function AdminGate({ children }: { children: (admin: AdminProfile) => ReactNode }) {
  const { t } = useTranslation();
  const me = useAdminMe();
  if (me.isPending) {
    return (
      <AdminLayout>
        <p className="flex items-center gap-2 text-slate-600" role="status">
          <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" />
          {t('common.loading')}
        </p>
      </AdminLayout>
    );
  }
  return <AdminLayout>{me.data ? children(me.data) : <LoginForm />}</AdminLayout>;
}

export default function AdminPage() {
  return <AdminGate>{(admin) => <DashboardShell admin={admin} />}</AdminGate>;
}
