import type { AdminProfile } from '@protea/shared/schemas/admin-login';
import { Loader2 } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminMe } from '../../lib/admin/get-admin-me';
import { AdminLayout } from './admin-layout';
import { LoginForm } from './login-form';

function Loading() {
  const { t } = useTranslation();
  return (
    <p className="flex items-center gap-2 text-slate-600" role="status">
      <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" />
      {t('common.loading')}
    </p>
  );
}

/** Any admin screen: the login form until signed in, then the screen itself (`prefetch` loads its code early). */
export function AdminGate({
  children,
  prefetch,
}: {
  children: (admin: AdminProfile) => ReactNode;
  prefetch: () => Promise<unknown>;
}) {
  const me = useAdminMe();
  return (
    <AdminLayout>
      {me.isPending ? (
        <Loading />
      ) : me.data ? (
        <Suspense fallback={<Loading />}>{children(me.data)}</Suspense>
      ) : (
        <LoginForm onFirstUse={() => void prefetch()} />
      )}
    </AdminLayout>
  );
}
