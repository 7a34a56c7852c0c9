import type { ApplicationStats } from '@protea/shared/schemas/admin-applications';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { percentOf } from '../admin-links';
import { finishedApplications } from './completion-rate';

export function StatusBars({ stats }: { stats: ApplicationStats }) {
  const { t } = useTranslation();
  const total = stats.totalApplications;
  const bars = [
    { key: 'waiting', count: stats.incompleteApplications + stats.needsInfoApplications, colour: 'bg-yellow-500' },
    { key: 'pending', count: stats.pendingApplications, colour: 'bg-blue-600' },
    { key: 'completed', count: finishedApplications(stats), colour: 'bg-brand-700' },
  ] as const;
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
