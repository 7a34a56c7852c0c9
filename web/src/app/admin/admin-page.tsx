import { lazy } from 'react';
import { AdminGate } from '../../features/admin-shell/admin-gate';
import { withTexts } from '../../lib/i18n';

// The dashboard's code, and the back office's and the wizards' texts it shows, load once someone is signed in, or is
// about to be (the login form asks for them when it is first used): a signed-out visit fetches the login form alone.
const loadDashboard = () => withTexts(['wizard', 'staff'], () => import('./dashboard'));
const Dashboard = lazy(() => loadDashboard().then((module) => ({ default: module.Dashboard })));

export default function AdminPage() {
  return <AdminGate prefetch={loadDashboard}>{(admin) => <Dashboard admin={admin} />}</AdminGate>;
}
