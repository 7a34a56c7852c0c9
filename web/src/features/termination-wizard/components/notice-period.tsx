import { daysBetween } from '@protea/shared/sa-time';
import { TERMINATION_NOTICE_DAYS, TERMINATION_PENALTY_DAYS } from '@protea/shared/schemas/termination';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Fewer than 30 days' notice is accepted, but the customer should know it is late, and under 7 that a penalty may apply. */
export function NoticePeriod({ date, today }: { date: string | undefined; today: string }) {
  const { t } = useTranslation();
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || date < today) return null;
  const days = daysBetween(today, date);
  if (days >= TERMINATION_NOTICE_DAYS) return null;
  const key =
    days < TERMINATION_PENALTY_DAYS ? 'termination.property.penaltyNotice' : 'termination.property.lateNotice';
  return (
    <p
      role="status"
      className="flex items-start gap-2 self-start rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 sm:mt-7"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      {t(key, { days, notice: TERMINATION_NOTICE_DAYS, penalty: TERMINATION_PENALTY_DAYS })}
    </p>
  );
}
