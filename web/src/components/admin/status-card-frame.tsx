import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatusLabel } from '../../lib/admin/use-status-label';
import { cn } from '../../lib/cn';
import { statusClass } from './status-styles';

interface StatusCardFrameProps {
  /** The card's accessible name ("Application status"). */
  label: string;
  status: string;
  /** Term and value; rows without a value are left out. */
  rows: [string, ReactNode][];
}

/** A case's status on its colour, with the dates and people that go with it. */
export function StatusCardFrame({ label, status, rows }: StatusCardFrameProps) {
  const { t } = useTranslation();
  const statusLabel = useStatusLabel();
  return (
    <section aria-label={label} className={cn('rounded-xl border p-4', statusClass(status))}>
      <p className="text-sm font-medium">{t('admin.review.applicant.status')}</p>
      <p className="text-2xl font-bold">{statusLabel(status)}</p>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
        {rows
          .filter(([, value]) => value)
          .map(([term, value]) => (
            <div key={term}>
              <dt className="text-xs font-semibold">{term}</dt>
              <dd className="wrap-anywhere">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
