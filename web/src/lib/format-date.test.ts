import { describe, expect, test } from 'vitest';
import { formatCalendarDate, formatDateTime, formatDay, formatTime } from './format-date';

const FALLBACKS = { na: 'N/A', invalid: 'Invalid Date' };

describe('dates as staff read them: Johannesburg time, en-ZA, 24-hour', () => {
  test('a timestamp is shown in Johannesburg time, with no "subtract 2 hours"', () => {
    expect(formatDateTime('2026-11-21T12:05:00Z', FALLBACKS)).toBe('2026/11/21, 14:05');
    expect(formatDateTime('2026-11-21T14:05:00+02:00', FALLBACKS)).toBe('2026/11/21, 14:05');
  });

  test('late in the UTC evening it is already the next day in Johannesburg', () => {
    expect(formatDay('2026-12-31T22:30:00Z', FALLBACKS)).toBe('2027/01/01');
    expect(formatDateTime('2026-12-31T22:30:00Z', FALLBACKS)).toBe('2027/01/01, 00:30');
  });

  test('a calendar date names a day and is shown as entered, never shifted', () => {
    expect(formatCalendarDate('2026-01-31', FALLBACKS)).toBe('2026/01/31');
    expect(formatCalendarDate('2026-12-31T22:30:00Z', FALLBACKS)).toBe('2027/01/01');
  });

  test('no value reads N/A; a value that is no date reads Invalid Date', () => {
    expect(formatDateTime(null, FALLBACKS)).toBe('N/A');
    expect(formatDateTime(undefined, FALLBACKS)).toBe('N/A');
    expect(formatDateTime('', FALLBACKS)).toBe('N/A');
    expect(formatDateTime('not a date', FALLBACKS)).toBe('Invalid Date');
    expect(formatCalendarDate('2026-13-45', FALLBACKS)).toBe('Invalid Date');
  });

  test('a time of day is Johannesburg time, 24-hour', () => {
    expect(formatTime(new Date('2026-11-21T12:05:00Z'))).toBe('14:05');
    expect(formatTime(new Date('2026-11-21T22:30:00Z'))).toBe('00:30');
  });
});
