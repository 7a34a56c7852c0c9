import { SA_TIME_ZONE } from '@protea/shared/sa-time';

function saDateParts(instant: Date) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: SA_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { year: Number(get('year')), month: Number(get('month')), day: Number(get('day')), weekday: get('weekday') };
}

/** Midnight of a Johannesburg calendar day as an instant (South Africa keeps UTC+2 all year). */
function saMidnight(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day) - 2 * 60 * 60 * 1000);
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Start of today, yesterday, this week (Monday) and this month in Johannesburg, computed once per query. */
export function saBoundaries(now = new Date()) {
  const { year, month, day, weekday } = saDateParts(now);
  const today = saMidnight(year, month, day);
  const dayMs = 24 * 60 * 60 * 1000;
  return {
    today,
    yesterday: new Date(today.getTime() - dayMs),
    weekStart: new Date(today.getTime() - WEEKDAYS.indexOf(weekday) * dayMs),
    monthStart: saMidnight(year, month, 1),
  };
}

export type SaBoundaries = ReturnType<typeof saBoundaries>;
