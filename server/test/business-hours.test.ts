import { describe, expect, test } from 'vitest';
import { addBusinessHours, businessHoursBetween } from '../src/domain/calendar/business-hours.js';

describe('addBusinessHours', () => {
  test('counts office hours only: 08:00 to 16:30 South African time, weekdays, public holidays off', () => {
    // Friday 2026-11-27 15:30 SAST plus two hours: one on Friday, one from Monday 08:00.
    expect(addBusinessHours(new Date('2026-11-27T13:30:00Z'), 2).toISOString()).toBe('2026-11-30T07:00:00.000Z');
    // Saturday evening, no hours: the next office moment, Monday 08:00.
    expect(addBusinessHours(new Date('2026-11-28T18:00:00Z'), 0).toISOString()).toBe('2026-11-30T06:00:00.000Z');
    // Tuesday 15 December 2026 16:00 plus an hour: the Day of Reconciliation (16th) is skipped.
    expect(addBusinessHours(new Date('2026-12-15T14:00:00Z'), 1).toISOString()).toBe('2026-12-17T06:30:00.000Z');
    const from = new Date('2026-11-02T09:13:00Z');
    expect(businessHoursBetween(from, addBusinessHours(from, 37.25))).toBeCloseTo(37.25, 6);
  });
});
