import { percentOf } from '@protea/shared/overview-figures';
import type { ApplicationStats } from '@protea/shared/schemas/admin-applications';
import type { TerminationStats } from '@protea/shared/schemas/admin-terminations';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';

interface Analytics {
  title: string;
  total: number;
  today: number;
  thisWeek: number;
  thisMonth: number;
  residential: number;
  business: number;
}

/** New cases today, this week and this month, and the share of residential and business ones. */
function AnalyticsFigures({ title, total, ...counts }: Analytics) {
  const { t } = useTranslation();
  const periods = ['today', 'thisWeek', 'thisMonth'] as const;
  const kinds = ['residential', 'business'] as const;
  return (
    <Card>
      <h3 className="text-base font-semibold text-brand-900">{title}</h3>
      <dl className="mt-4 grid grid-cols-3 gap-3">
        {periods.map((period) => (
          <div key={period} className="grid gap-1">
            <dt className="text-xs font-medium text-slate-600">{t(`admin.overview.${period}`)}</dt>
            <dd className="text-2xl font-bold text-slate-900">{counts[period]}</dd>
          </div>
        ))}
      </dl>
      <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-slate-200 pt-4">
        {kinds.map((kind) => (
          <div key={kind} className="grid gap-1">
            <dt className="text-xs font-medium text-slate-600">{t(`admin.overview.${kind}`)}</dt>
            <dd className="text-slate-900">
              <span className="text-2xl font-bold">{counts[kind]}</span>{' '}
              <span className="text-sm text-slate-700">
                {t('admin.overview.shareOfTotal', { percent: percentOf(counts[kind], total) })}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

type Counted<P extends string, S extends string> = Record<
  `total${S}` | `${P}Today` | `${P}ThisWeek` | `${P}ThisMonth` | `residential${S}` | `business${S}`,
  number
>;

/** The statistics name their figures alike (`applicationsToday`, `residentialTerminations`): one card reads either. */
function figuresOf<P extends string, S extends string>(stats: Counted<P, S>, plural: P, suffix: S) {
  return {
    total: stats[`total${suffix}`],
    today: stats[`${plural}Today`],
    thisWeek: stats[`${plural}ThisWeek`],
    thisMonth: stats[`${plural}ThisMonth`],
    residential: stats[`residential${suffix}`],
    business: stats[`business${suffix}`],
  };
}

export function AnalyticsCard({ stats }: { stats: ApplicationStats }) {
  const { t } = useTranslation();
  return (
    <AnalyticsFigures title={t('admin.overview.analytics')} {...figuresOf(stats, 'applications', 'Applications')} />
  );
}

export function TerminationAnalyticsCard({ stats }: { stats: TerminationStats }) {
  const { t } = useTranslation();
  return (
    <AnalyticsFigures
      title={t('admin.terminations.overview.analytics')}
      {...figuresOf(stats, 'terminations', 'Terminations')}
    />
  );
}
