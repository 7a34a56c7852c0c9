import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export interface InfoItem {
  label: string;
  value: ReactNode;
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

/** Label and value pairs; a missing value reads "Not provided". */
export function InfoList({ items, className }: { items: InfoItem[]; className?: string }) {
  const { t } = useTranslation();
  return (
    <dl className={cn('grid gap-x-6 gap-y-3 sm:grid-cols-2', className)}>
      {items.map((item) => (
        <div key={item.label} className="grid gap-0.5">
          <dt className="text-xs font-medium text-slate-600">{item.label}</dt>
          <dd className="wrap-anywhere text-slate-900">
            {isEmpty(item.value) ? <span className="text-slate-600">{t('admin.common.notProvided')}</span> : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-brand-900">{title}</h3>
        {action}
      </div>
      {children}
    </section>
  );
}
