import { saDayStart as saMidnightOf, saWallClock } from '@protea/shared/sa-time';
import { addBusinessHours } from '../../../domain/calendar/business-hours.js';

// Customers act in the day and evening; staff in the office's business hours (business-hours.ts: weekdays but
// public holidays, 08:00 to 16:30 South African time).

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** Midnight in South Africa of the day `t` falls on. */
export const saDayStart = (t: number) => saMidnightOf(t).getTime();
const saHour = (t: number) => (t - saDayStart(t)) / HOUR;
/** The year in South Africa at `t`, as a reference number carries it. */
export const saYear = (t: number) => saWallClock(t).getUTCFullYear();

/** `t` moved on by this many business hours, counted from the first business moment at or after it. */
export const addOfficeHours = (t: number, hours: number): number => addBusinessHours(new Date(t), hours).getTime();

/** The first moment at or after `t` when a customer plausibly acts (06:30 to 22:00). */
export function customerTime(t: number, random: () => number): number {
  const hour = saHour(t);
  if (hour >= 6.5 && hour < 22) return t;
  const day = hour < 6.5 ? saDayStart(t) : saDayStart(t) + DAY;
  return day + (7 + random() * 3) * HOUR;
}
