import { describe, expect, test } from 'vitest';
import { businessDaysBetween, businessHoursBetween, holidaysBetween, subtractBusinessHours } from './business-hours.js';

/** A South African local time as an instant. */
const sast = (iso: string) => new Date(`${iso}+02:00`);

describe('business hours (Monday to Friday 8:00-16:30 SAST, public holidays excluded)', () => {
  test('counts only the hours inside the working day', () => {
    expect(businessHoursBetween(sast('2026-11-23T07:00'), sast('2026-11-23T18:00'))).toBe(8.5);
    expect(businessHoursBetween(sast('2026-11-23T10:00'), sast('2026-11-23T12:15'))).toBe(2.25);
    expect(businessHoursBetween(sast('2026-11-23T12:00'), sast('2026-11-23T10:00'))).toBe(0);
  });

  test('skips weekends: Friday 15:00 to Monday 9:00 is 2.5 hours', () => {
    expect(businessHoursBetween(sast('2026-11-20T15:00'), sast('2026-11-23T09:00'))).toBe(2.5);
  });

  test('skips public holidays, the observed Monday after a Sunday holiday too', () => {
    // Day of Reconciliation, Wednesday 16 December 2026.
    expect(businessHoursBetween(sast('2026-12-15T16:00'), sast('2026-12-17T09:00'))).toBe(1.5);
    // Women's Day 2026 is a Sunday; Monday 10 August is the public holiday.
    expect(businessHoursBetween(sast('2026-08-07T16:00'), sast('2026-08-11T09:00'))).toBe(1.5);
    expect(holidaysBetween(sast('2026-12-01T00:00'), sast('2026-12-31T23:00'))).toBe(2); // 16th and 25th; the 26th is a Saturday
  });

  test('a request made Monday 10:00 has waited 6 business days by the next Tuesday 10:00', () => {
    expect(businessDaysBetween(sast('2026-11-16T10:00'), sast('2026-11-24T10:00'))).toBe(6);
  });

  test('going back a number of business hours lands where counting forward starts', () => {
    const now = sast('2026-11-24T10:00');
    for (const hours of [1, 8.5, 51, 100, 300]) {
      const earlier = subtractBusinessHours(now, hours);
      expect(businessHoursBetween(earlier, now)).toBeCloseTo(hours, 6);
    }
    expect(subtractBusinessHours(sast('2026-11-23T09:00'), 2.5)).toEqual(sast('2026-11-20T15:00'));
  });
});
