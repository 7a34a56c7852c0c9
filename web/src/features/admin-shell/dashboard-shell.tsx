import type { AdminProfile } from '@protea/shared/schemas/admin-login';
import * as Tabs from '@radix-ui/react-tabs';
import { Bot } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { useCasePageArea } from '../../lib/admin/case-page';
import { useAdminStats } from '../../lib/admin/get-admin-stats';
import { useTerminationStats } from '../../lib/admin/get-termination-stats';
import { LogoutButton } from './logout-button';
import { PendingBadge } from './pending-badge';

const DASHBOARD_TABS = ['overview', 'applications', 'terminations', 'reference', 'staff', 'account'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/**
 * The tabs this staff member sees: managing staff is for administrators; every role reads the reference data and has its
 * own account.
 */
const tabsFor = (admin: AdminProfile): readonly DashboardTab[] =>
  admin.role === 'administrator' ? DASHBOARD_TABS : DASHBOARD_TABS.filter((tab) => tab !== 'staff');

const tabClass =
  'inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-white/70 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm';

const panelClass = 'mt-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-6';

/** `panels` are the areas' tabs, each its own feature; `app/admin/dashboard.tsx` hands them in. */
export function DashboardShell({ admin, panels }: { admin: AdminProfile; panels: Record<DashboardTab, ReactNode> }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tabs = tabsFor(admin);
  const requested = tabs.find((value) => value === params.get('tab'));
  // A case's own page shows its list, with the case open over it.
  const tab: DashboardTab = useCasePageArea() ?? requested ?? 'overview';
  const stats = useAdminStats();
  const terminationStats = useTerminationStats();
  const pending: Partial<Record<DashboardTab, number>> = {
    applications: stats.data?.pendingApplications,
    terminations: terminationStats.data?.pendingTerminations,
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-brand-900">{t('admin.dashboard.title')}</h1>
          <p className="text-sm text-slate-600">{t('admin.dashboard.signedInAs', { name: admin.displayName })}</p>
        </div>
        <LogoutButton />
      </div>
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setParams(value === 'overview' ? {} : { tab: value }, { replace: true })}
      >
        <div className="flex flex-wrap items-center gap-1 rounded-lg bg-slate-200 p-1">
          <Tabs.List aria-label={t('admin.dashboard.tabsLabel')} className="flex flex-wrap gap-1">
            {tabs.map((value) => (
              <Tabs.Trigger key={value} value={value} className={tabClass}>
                {t(`admin.dashboard.tabs.${value}`)}
                <PendingBadge count={pending[value]} />
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Link href="/admin/alfred" className={tabClass}>
            <Bot aria-hidden="true" className="h-4 w-4" />
            {t('admin.dashboard.tabs.assistant')}
            <span className="rounded-full bg-protea px-2 py-0.5 text-xs font-bold text-white">
              {t('admin.dashboard.new')}
            </span>
          </Link>
        </div>
        {tabs.map((value) => (
          <Tabs.Content key={value} value={value} className={panelClass}>
            {panels[value]}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
