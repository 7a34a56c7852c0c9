import type { ApplicationStats } from '@protea/shared/schemas/admin-applications';
import type { TerminationStats } from '@protea/shared/schemas/admin-terminations';
import { useTranslation } from 'react-i18next';
import { applicationsHref, terminationsHref } from '../../lib/admin/admin-links';
import { PipelineCard } from './pipeline-card';

export function ApplicationPipeline({ stats }: { stats: ApplicationStats }) {
  const { t } = useTranslation();
  const steps = [
    ['incomplete', stats.incompleteApplications],
    ['needsinfo', stats.needsInfoApplications],
    ['pending', stats.pendingApplications],
    ['approved', stats.approvedApplications],
    ['completed', stats.completedApplications],
  ] as const;
  return (
    <PipelineCard
      title={t('admin.overview.applicationPipeline')}
      steps={steps.map(([status, count]) => ({
        key: status,
        label: t(`admin.overview.pipeline.${status}`),
        count,
        href: applicationsHref(status),
      }))}
    />
  );
}

export function TerminationPipeline({ stats }: { stats: TerminationStats }) {
  const { t } = useTranslation();
  const steps = [
    ['incomplete', stats.incompleteTerminations],
    ['pending', stats.pendingTerminations],
    ['approved', stats.approvedTerminations],
    ['completed', stats.completedTerminations],
    ['cancelled', stats.cancelledTerminations],
  ] as const;
  return (
    <PipelineCard
      title={t('admin.overview.terminationPipeline')}
      steps={steps.map(([status, count]) => ({
        key: status,
        label: t(`admin.overview.pipeline.${status}`),
        count,
        href: terminationsHref(status),
      }))}
    />
  );
}
