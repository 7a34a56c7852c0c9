import { daysBetween } from '@protea/shared/sa-time';
import { TERMINATION_NOTICE_DAYS, TERMINATION_PENALTY_DAYS } from '@protea/shared/schemas/termination';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

/** Days of notice a disconnection date gives, or null when it is no date yet (or in the past, which the form refuses). */
function noticeDays(date: string | undefined, today: string): number | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || date < today) return null;
  return daysBetween(today, date);
}

interface NoticePeriodProps {
  date: string | undefined;
  today: string;
  /** Where it stands beside the date field (property step) or under the declaration's terms. */
  className?: string;
}

/**
 * Fewer than 30 days' notice is accepted, but the customer should know it is late, and under 7 also that a penalty
 * may apply (the declaration's terms). The live region is always there, empty, so a screen reader announces the
 * warning when a date is picked, not only a sighted customer seeing it appear.
 */
export function NoticePeriod({ date, today, className }: NoticePeriodProps) {
  const { t } = useTranslation();
  const days = noticeDays(date, today);
  const isLate = days !== null && days < TERMINATION_NOTICE_DAYS;
  const values = { days, notice: TERMINATION_NOTICE_DAYS, penalty: TERMINATION_PENALTY_DAYS };
  return (
    <div role="status" data-testid="notice-period" className={cn(isLate && 'self-start', className)}>
      {isLate && (
        <div className="flex items-start gap-2 rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950">
          <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <div className="grid gap-1">
            <p>{t('termination.property.lateNotice', values)}</p>
            {days < TERMINATION_PENALTY_DAYS && <p>{t('termination.property.penaltyNotice', values)}</p>}
          </div>
        </div>
      )}
    </div>
  );
}
