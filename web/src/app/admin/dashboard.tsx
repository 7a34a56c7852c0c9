import type { AdminProfile } from '@protea/shared/schemas/admin-login';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner';
import { ApplicationsTab } from '../../features/admin-applications/applications-tab';
import { OverviewTab } from '../../features/admin-overview/overview-tab';
import { DashboardShell } from '../../features/admin-shell/dashboard-shell';
import { LogoutButton } from '../../features/admin-shell/logout-button';
import { AccountTab } from '../../features/admin-staff/account/account-tab';
import { ForcedPasswordChange } from '../../features/admin-staff/account/forced-password-change';
import { StaffTab } from '../../features/admin-staff/staff/staff-tab';
import { TerminationsTab } from '../../features/admin-terminations/terminations-tab';

// Reference data is seldom opened and brings its own forms and tables: its code loads when its tab first opens.
const ReferenceTab = lazy(() =>
  import('../../features/admin-reference/reference-tab').then((module) => ({ default: module.ReferenceTab })),
);

function LazyReferenceTab({ admin }: { admin: AdminProfile }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spinner label={t('admin.reference.loading')} />}>
      <ReferenceTab me={admin} />
    </Suspense>
  );
}

/**
 * The back office's dashboard: the shell's tabs, each an area's feature (features do not import each other); the
 * change of a temporary password before it.
 */
export function Dashboard({ admin }: { admin: AdminProfile }) {
  // A temporary password opens nothing else (the server answers 403 password_change_required): the change form.
  if (admin.mustChangePassword) return <ForcedPasswordChange me={admin} signOut={<LogoutButton />} />;
  return (
    <DashboardShell
      admin={admin}
      panels={{
        overview: <OverviewTab />,
        applications: <ApplicationsTab />,
        terminations: <TerminationsTab />,
        reference: <LazyReferenceTab admin={admin} />,
        staff: <StaffTab me={admin} />,
        account: <AccountTab me={admin} />,
      }}
    />
  );
}
