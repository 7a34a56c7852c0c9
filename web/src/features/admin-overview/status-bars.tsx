import { percentOf, STATUS_BARS } from '@protea/shared/overview-figures';
import type { ApplicationStats } from '@protea/shared/schemas/admin-applications';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import { countByStatus } from './count-by-status';

const COLOUR: Record<(typeof STATUS_BARS)[number]['key'], string> = {
  waiting: 'bg-yellow-500',
  pending: 'bg-blue-600',
  completed: 'bg-brand-700',
};

export function StatusBars({ stats }: { stats: ApplicationStats }) {
  const { t } = useTranslation();
  const total = stats.totalApplications;
  // Each bar adds up statuses as the pipeline and the list tabs count them (docs/overview-figures.md).
  const bars = STATUS_BARS.map(({ key, statuses }) => ({
    key,
    count: statuses.reduce((sum, status) => sum + countByStatus(stats, status), 0),
    colour: COLOUR[key],
  }));
  return (
    <Card>
      <h3 className="text-base font-semibold text-brand-900">{t('admin.overview.statusBars')}</h3>
      <ul className="mt-4 grid gap-4">
        {bars.map((bar) => {
          const percent = percentOf(bar.count, total);
          return (
            <li key={bar.key} className="grid gap-1.5">
              <div className="flex justify-between gap-3 text-sm">
                <span className="text-slate-800">{t(`admin.overview.bars.${bar.key}`)}</span>
                <span className="font-semibold text-slate-900">
                  {t('admin.overview.barValue', { count: bar.count, percent })}
                </span>
              </div>
              {/* The figures above say it all; the bar is a picture of them. */}
              <div aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-slate-200">
                <div className={`h-full rounded-full ${bar.colour}`} style={{ width: `${percent}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
