import { saDateTimeFormat as dateTimeFormat, SA_TIME_ZONE } from '@protea/shared/sa-time';

const dateFormat = new Intl.DateTimeFormat('en-ZA', {
  timeZone: SA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

// Calendar dates (2026-01-31) name a day, not an instant: shown as stored, never shifted.
const calendarDateFormat = new Intl.DateTimeFormat('en-ZA', {
  timeZone: 'UTC',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

function format(formatter: Intl.DateTimeFormat, value: string | null | undefined, { na, invalid }: Fallbacks) {
  if (!value) return na;
  const date = new Date(CALENDAR_DATE.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? invalid : formatter.format(date);
}

export interface Fallbacks {
  na: string;
  invalid: string;
}

/** A timestamp in Johannesburg time, en-ZA, 24-hour: 2026/11/21, 14:05. */
export const formatDateTime = (value: string | null | undefined, fallbacks: Fallbacks) =>
  format(dateTimeFormat, value, fallbacks);

/** The Johannesburg day of a timestamp: 2026/11/21. */
export const formatDay = (value: string | null | undefined, fallbacks: Fallbacks) =>
  format(dateFormat, value, fallbacks);

/** A calendar date such as an occupation date, as it was entered. */
export const formatCalendarDate = (value: string | null | undefined, fallbacks: Fallbacks) =>
  format(CALENDAR_DATE.test(value ?? '') ? calendarDateFormat : dateFormat, value, fallbacks);

const timeFormat = new Intl.DateTimeFormat('en-ZA', {
  timeZone: SA_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Johannesburg time of day, 24-hour: 14:05. */
export const formatTime = (at: Date) => timeFormat.format(at);
