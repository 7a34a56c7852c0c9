import type { AdminProfile } from '@protea/shared/schemas/admin-login';
import { ApplicationsTab } from '../../features/admin-applications/applications-tab';
import { OverviewTab } from '../../features/admin-overview/overview-tab';
import { DashboardShell } from '../../features/admin-shell/dashboard-shell';
import { LogoutButton } from '../../features/admin-shell/logout-button';
import { AccountTab } from '../../features/admin-staff/account/account-tab';
import { ForcedPasswordChange } from '../../features/admin-staff/account/forced-password-change';
import { StaffTab } from '../../features/admin-staff/staff/staff-tab';
import { TerminationsTab } from '../../features/admin-terminations/terminations-tab';

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
        staff: <StaffTab me={admin} />,
        account: <AccountTab me={admin} />,
      }}
    />
  );
}
