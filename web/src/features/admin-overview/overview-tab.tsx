import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toastError, toastSuccess } from '../../lib/admin/admin-toast';
import { useAdminStats } from '../../lib/admin/get-admin-stats';
import { useTerminationStats } from '../../lib/admin/get-termination-stats';
import { AnalyticsCard, TerminationAnalyticsCard } from './analytics-card';
import { ApplicationPipeline, TerminationPipeline } from './pipelines';
import { QuickActions } from './quick-actions';
import { ApplicationStatsCard, TerminationStatsCard } from './stats-cards';
import { StatusBars } from './status-bars';

export function OverviewTab() {
  const { t } = useTranslation();
  const stats = useAdminStats();
  const terminations = useTerminationStats();
  const isRefreshing = stats.isFetching || terminations.isFetching;

  const refresh = async () => {
    const [a, b] = await Promise.all([stats.refetch(), terminations.refetch()]);
    if (a.isError || b.isError) {
      toastError(t('admin.overview.refreshFailedTitle'), t('admin.overview.refreshFailedText'));
    } else {
      toastSuccess(t('admin.overview.refreshedTitle'), t('admin.overview.refreshedText'));
    }
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('admin.overview.title')}</h2>
        <Button variant="secondary" onClick={refresh} disabled={isRefreshing}>
          <RefreshCw aria-hidden="true" className={isRefreshing ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} />
          {t('admin.overview.refresh')}
        </Button>
      </div>
      {stats.isPending && <Spinner label={t('admin.overview.loading')} />}
      {stats.isError && !stats.data && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
          {t('admin.overview.loadFailed')}
        </p>
      )}
      {stats.data && (
        <>
          <div className="grid gap-4 lg:grid-cols-2">
            <ApplicationStatsCard stats={stats.data} />
            {terminations.data && <TerminationStatsCard stats={terminations.data} />}
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <ApplicationPipeline stats={stats.data} />
            {terminations.data && <TerminationPipeline stats={terminations.data} />}
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <AnalyticsCard stats={stats.data} />
            {terminations.data && <TerminationAnalyticsCard stats={terminations.data} />}
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <StatusBars stats={stats.data} />
            <QuickActions stats={stats.data} />
          </div>
        </>
      )}
    </div>
  );
}
