/** South Africa keeps one time zone, UTC+2, all year; every time a person reads is shown in it. */
export const SA_TIME_ZONE = 'Africa/Johannesburg';

/** Johannesburg's offset from UTC, the same all year (no daylight saving): two hours. */
export const SA_UTC_OFFSET_MS = 2 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The wall clock in South Africa at an instant, as a Date whose UTC fields read it (year, month, date, weekday,
 * hours): for arithmetic on South African days and hours without formatting.
 */
export const saWallClock = (at: Date | number): Date => new Date(+at + SA_UTC_OFFSET_MS);

/** The South African calendar day of an instant, as whole days since 1970-01-01 (day arithmetic by numbers). */
export const saDayNumber = (at: Date | number): number => Math.floor((+at + SA_UTC_OFFSET_MS) / DAY_MS);

/** The instant a South African day (days since 1970-01-01, as `saDayNumber` counts them) begins: its midnight. */
export const saMidnightOfDay = (day: number): Date => new Date(day * DAY_MS - SA_UTC_OFFSET_MS);

/** Midnight in South Africa of the day an instant falls on. */
export const saDayStart = (at: Date | number): Date => saMidnightOfDay(saDayNumber(at));

/** "2026/11/21, 12:05": en-ZA, 24-hour, in Johannesburg time, wherever the server or browser runs. */
export const saDateTimeFormat = new Intl.DateTimeFormat('en-ZA', {
  timeZone: SA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const saDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in South Africa at that moment, as `YYYY-MM-DD`. */
export const saDateOf = (at: Date): string => saDateFormat.format(at);

/** The instant a South African date (`YYYY-MM-DD`) reaches a time of day, given in minutes after midnight. */
export const saTimeOn = (date: string, minuteOfDay: number): Date =>
  new Date(Date.parse(`${date}T00:00:00Z`) - SA_UTC_OFFSET_MS + minuteOfDay * 60_000);

/** Whole days from one `YYYY-MM-DD` to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** `YYYY-MM-DD` plus a number of days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
