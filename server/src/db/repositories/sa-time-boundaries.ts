import { saDayNumber, saMidnightOfDay, saWallClock } from '@protea/shared/sa-time';

/** Start of today, yesterday, this week (Monday), this month and this year in Johannesburg, computed once per query. */
export function saBoundaries(now = new Date()) {
  const day = saDayNumber(now);
  const wallClock = saWallClock(now);
  const daysSinceMonday = (wallClock.getUTCDay() + 6) % 7;
  return {
    today: saMidnightOfDay(day),
    yesterday: saMidnightOfDay(day - 1),
    weekStart: saMidnightOfDay(day - daysSinceMonday),
    monthStart: saMidnightOfDay(day - (wallClock.getUTCDate() - 1)),
    yearStart: saMidnightOfDay(Date.UTC(wallClock.getUTCFullYear(), 0, 1) / 86_400_000),
  };
}

export type SaBoundaries = ReturnType<typeof saBoundaries>;
