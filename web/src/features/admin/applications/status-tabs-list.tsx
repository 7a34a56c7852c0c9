import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { useAdminStats } from '../api/get-admin-stats';
import { countByStatus } from '../overview/count-by-status';
import { useStatusLabel } from '../use-status-label';
import { STATUS_TABS } from './list-params';

const tabClass =
  'inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-white/70 focus-visible:outline-2 focus-visible:outline-brand-700 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm';

/** One tab per status, each with its count from the statistics. */
export function StatusTabsList({ id }: { id: string }) {
  const { t } = useTranslation();
  const label = useStatusLabel();
  const stats = useAdminStats();
  return (
    <Tabs.List
      id={id}
      aria-label={t('admin.applications.statusTabsLabel')}
      className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1"
    >
      {STATUS_TABS.map((status) => (
        <Tabs.Trigger key={status} value={status} className={tabClass}>
          {label(status)}
          {stats.data && (
            <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
              {countByStatus(stats.data, status)}
            </span>
          )}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
