const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "Due in 3 h", "Overdue by 2 days" (issue 28) as a message key under `admin.lists.due` and its count: the time left to
 * a case's due time, or past it, in the largest unit that is at least one. The due time itself counts business hours;
 * what is left is said in clock time. The lists and the morning digest both say it this way.
 */
export function dueSpan(dueAt: string | Date, now: number): { key: string; count: number } {
  const left = new Date(dueAt).getTime() - now;
  const span = Math.abs(left);
  const [unit, count] =
    span >= DAY
      ? (['Days', Math.floor(span / DAY)] as const)
      : span >= HOUR
        ? (['Hours', Math.floor(span / HOUR)] as const)
        : (['Minutes', Math.max(1, Math.floor(span / MINUTE))] as const);
  return { key: `admin.lists.due.${left >= 0 ? 'in' : 'overdue'}${unit}`, count };
}
