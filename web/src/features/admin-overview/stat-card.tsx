import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';

export interface Stat {
  label: string;
  value: ReactNode;
}

/** A titled card of figures, as a description list. */
export function StatCard({ title, stats, icon }: { title: string; stats: Stat[]; icon?: ReactNode }) {
  return (
    <Card>
      <h3 className="flex items-center gap-2 text-base font-semibold text-brand-900">
        {icon}
        {title}
      </h3>
      <dl className="mt-4 grid grid-cols-3 gap-3">
        {stats.map((stat) => (
          <div key={stat.label} className="grid gap-1">
            <dt className="text-xs font-medium text-slate-600">{stat.label}</dt>
            <dd className="text-2xl font-bold text-slate-900">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
