import type { ApplicationStats } from '@protea/shared/schemas/admin-applications';
import type { TerminationStats } from '@protea/shared/schemas/admin-terminations';
import { FileText, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from './stat-card';

// The completion rate comes computed with the statistics: one definition for both kinds (docs/overview-figures.md).

export function ApplicationStatsCard({ stats }: { stats: ApplicationStats }) {
  const { t } = useTranslation();
  return (
    <StatCard
      title={t('admin.overview.applicationStats')}
      icon={<FileText aria-hidden="true" className="h-5 w-5" />}
      stats={[
        { label: t('admin.overview.total'), value: stats.totalApplications },
        { label: t('admin.overview.pending'), value: stats.pendingApplications },
        { label: t('admin.overview.completionRate'), value: `${stats.completionRate}%` },
      ]}
    />
  );
}

export function TerminationStatsCard({ stats }: { stats: TerminationStats }) {
  const { t } = useTranslation();
  return (
    <StatCard
      title={t('admin.overview.terminationStats')}
      icon={<LogOut aria-hidden="true" className="h-5 w-5" />}
      stats={[
        { label: t('admin.overview.total'), value: stats.totalTerminations },
        { label: t('admin.overview.pending'), value: stats.pendingTerminations },
        { label: t('admin.overview.completionRate'), value: `${stats.completionRate}%` },
        { label: t('admin.status.needsinfo'), value: stats.needsInfoTerminations },
        { label: t('admin.status.rejected'), value: stats.rejectedTerminations },
        { label: t('admin.status.archived'), value: stats.archivedTerminations },
      ]}
    />
  );
}
