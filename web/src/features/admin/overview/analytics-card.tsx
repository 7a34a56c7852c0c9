import type { ApplicationStats } from '@protea/shared/schemas/admin-applications';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { percentOf } from '../admin-links';

export function AnalyticsCard({ stats }: { stats: ApplicationStats }) {
  const { t } = useTranslation();
  const total = stats.totalApplications;
  const periods = [
    { key: 'today', value: stats.applicationsToday },
    { key: 'thisWeek', value: stats.applicationsThisWeek },
    { key: 'thisMonth', value: stats.applicationsThisMonth },
  ] as const;
  const kinds = [
    { key: 'residential', value: stats.residentialApplications },
    { key: 'business', value: stats.businessApplications },
  ] as const;
  return (
    <Card>
      <h3 className="text-base font-semibold text-brand-900">{t('admin.overview.analytics')}</h3>
      <dl className="mt-4 grid grid-cols-3 gap-3">
        {periods.map((period) => (
          <div key={period.key} className="grid gap-1">
            <dt className="text-xs font-medium text-slate-600">{t(`admin.overview.${period.key}`)}</dt>
            <dd className="text-2xl font-bold text-slate-900">{period.value}</dd>
          </div>
        ))}
      </dl>
      <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-slate-200 pt-4">
        {kinds.map((kind) => (
          <div key={kind.key} className="grid gap-1">
            <dt className="text-xs font-medium text-slate-600">{t(`admin.overview.${kind.key}`)}</dt>
            <dd className="text-slate-900">
              <span className="text-2xl font-bold">{kind.value}</span>{' '}
              <span className="text-sm text-slate-700">
                {t('admin.overview.shareOfTotal', { percent: percentOf(kind.value, total) })}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
