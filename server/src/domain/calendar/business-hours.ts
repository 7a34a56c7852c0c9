import { createRequire } from 'node:module';
import { SA_TIME_ZONE, SA_UTC_OFFSET_MS, saDayNumber } from '@protea/shared/sa-time';
import type HolidaysClass from 'date-holidays';

/**
 * Business hours as the provider keeps them (PRODUCT.md 'Analysis assistant'): Monday to Friday,
 * 8:00 to 16:30 in South Africa (UTC+2 all year, no daylight saving), South African public holidays
 * excluded (date-holidays, which also knows the Monday after a holiday on a Sunday).
 */
export const BUSINESS_DAY = { startMinute: 8 * 60, endMinute: 16 * 60 + 30, timeZone: SA_TIME_ZONE } as const;
export const HOURS_PER_BUSINESS_DAY = (BUSINESS_DAY.endMinute - BUSINESS_DAY.startMinute) / 60;

const DAY_MS = 24 * 60 * 60 * 1000;
// Loaded on first use: only the assistant needs it, and importing it costs a start about 0.1 s.
let holidays: HolidaysClass | null = null;
const holidaysOfZa = () => {
  if (!holidays) {
    const Holidays = createRequire(import.meta.url)('date-holidays') as typeof HolidaysClass;
    holidays = new Holidays('ZA');
  }
  return holidays;
};
const holidayDays = new Map<number, Set<string>>();

/** The public holidays of a year, as YYYY-MM-DD local dates. */
function publicHolidays(year: number): Set<string> {
  let days = holidayDays.get(year);
  if (!days) {
    days = new Set(
      holidaysOfZa()
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    holidayDays.set(year, days);
  }
  return days;
}

/** Whether a local day (days since the epoch in South African time) is a working day. */
function isWorkingDay(localDay: number): boolean {
  const date = new Date(localDay * DAY_MS);
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !publicHolidays(date.getUTCFullYear()).has(date.toISOString().slice(0, 10));
}

/** Whether the South African day of an instant is a business day (a weekday, not a public holiday). */
export const isBusinessDay = (at: Date): boolean => isWorkingDay(saDayNumber(at));

/** How many public holidays fall on weekdays between two instants (for the answer's footnote). */
export function holidaysBetween(from: Date, to: Date): number {
  let count = 0;
  const first = saDayNumber(from);
  const last = saDayNumber(to);
  for (let day = first; day <= last; day++) {
    const date = new Date(day * DAY_MS);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !isWorkingDay(day)) count++;
  }
  return count;
}

/** Working days before each local day, counted from FIRST_DAY: built once, so a span costs two lookups. */
const FIRST_DAY = Math.floor(Date.UTC(2000, 0, 1) / DAY_MS);
const LAST_DAY = Math.floor(Date.UTC(2100, 0, 1) / DAY_MS);
let calendar: { before: Int32Array; working: Uint8Array } | null = null;
function calendarOf() {
  if (!calendar) {
    const before = new Int32Array(LAST_DAY - FIRST_DAY + 1);
    const working = new Uint8Array(LAST_DAY - FIRST_DAY + 1);
    for (let d = FIRST_DAY; d < LAST_DAY; d++) {
      working[d - FIRST_DAY] = isWorkingDay(d) ? 1 : 0;
      before[d - FIRST_DAY + 1] = before[d - FIRST_DAY]! + working[d - FIRST_DAY]!;
    }
    calendar = { before, working };
  }
  return calendar;
}
const clampDay = (day: number) => Math.min(Math.max(day, FIRST_DAY), LAST_DAY) - FIRST_DAY;
const workingDaysBeforeDay = (day: number) => calendarOf().before[clampDay(day)]!;
const isWorkingDayFast = (day: number) =>
  day >= FIRST_DAY && day < LAST_DAY ? calendarOf().working[day - FIRST_DAY] === 1 : isWorkingDay(day);

/** The business milliseconds of one local day that fall inside [start, end] (local epoch milliseconds). */
function dayOverlap(day: number, start: number, end: number): number {
  if (!isWorkingDayFast(day)) return 0;
  const open = day * DAY_MS + BUSINESS_DAY.startMinute * 60_000;
  const close = day * DAY_MS + BUSINESS_DAY.endMinute * 60_000;
  return Math.max(0, Math.min(close, end) - Math.max(open, start));
}

/** The business hours between two instants (0 when `to` is not after `from`). */
export function businessHoursBetween(from: Date, to: Date): number {
  const start = from.getTime() + SA_UTC_OFFSET_MS;
  const end = to.getTime() + SA_UTC_OFFSET_MS;
  if (!(end > start)) return 0;
  const firstDay = Math.floor(start / DAY_MS);
  const lastDay = Math.floor(end / DAY_MS);
  if (firstDay === lastDay) return dayOverlap(firstDay, start, end) / 3_600_000;
  // The two partial days, and every whole working day between them at 8.5 hours.
  const whole = Math.max(0, workingDaysBeforeDay(lastDay) - workingDaysBeforeDay(firstDay + 1));
  const partial = dayOverlap(firstDay, start, end) + dayOverlap(lastDay, start, end);
  return partial / 3_600_000 + whole * HOURS_PER_BUSINESS_DAY;
}

/** Whole business days between two instants (8.5 business hours make one). */
export const businessDaysBetween = (from: Date, to: Date) =>
  Math.floor(businessHoursBetween(from, to) / HOURS_PER_BUSINESS_DAY + 1e-9);

/** The instant a number of business hours before `to` (for building data of a known age). */
export function subtractBusinessHours(to: Date, hours: number): Date {
  let remaining = hours * 3_600_000;
  let cursor = to.getTime() + SA_UTC_OFFSET_MS;
  for (let guard = 0; guard < 10_000; guard++) {
    const day = Math.floor(cursor / DAY_MS);
    if (isWorkingDay(day)) {
      const open = day * DAY_MS + BUSINESS_DAY.startMinute * 60_000;
      const close = day * DAY_MS + BUSINESS_DAY.endMinute * 60_000;
      const from = Math.min(cursor, close);
      if (from > open) {
        const available = from - open;
        if (available >= remaining) return new Date(from - remaining - SA_UTC_OFFSET_MS);
        remaining -= available;
      }
    }
    cursor = day * DAY_MS - 1;
  }
  throw new Error('subtractBusinessHours: too far back');
}

/**
 * The instant a number of business hours after `from`, counted from the first business moment at or after it
 * (for placing staff's work in office hours: the demo history).
 */
export function addBusinessHours(from: Date, hours: number): Date {
  let remaining = hours * 3_600_000;
  let cursor = from.getTime() + SA_UTC_OFFSET_MS;
  for (let guard = 0; guard < 10_000; guard++) {
    const day = Math.floor(cursor / DAY_MS);
    if (isWorkingDay(day)) {
      const open = day * DAY_MS + BUSINESS_DAY.startMinute * 60_000;
      const close = day * DAY_MS + BUSINESS_DAY.endMinute * 60_000;
      const at = Math.max(cursor, open);
      if (at < close) {
        if (close - at >= remaining) return new Date(at + remaining - SA_UTC_OFFSET_MS);
        remaining -= close - at;
      }
    }
    cursor = (day + 1) * DAY_MS;
  }
  throw new Error('addBusinessHours: too far ahead');
}
