import { describe, expect, test } from 'vitest';
import { saDateOf, saDayNumber, saDayStart, saMidnightOfDay, saTimeOn, saWallClock } from './sa-time.js';

describe('South African time', () => {
  test('the wall clock is two hours ahead of UTC, across midnight and the year', () => {
    const wall = saWallClock(new Date('2026-12-31T22:30:00Z'));
    expect([wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), wall.getUTCHours()]).toEqual([2027, 0, 1, 0]);
    expect(saWallClock(Date.parse('2026-07-01T05:59:00Z')).getUTCHours()).toBe(7);
  });

  test('a day begins at 22:00 UTC the evening before, in winter and summer alike', () => {
    expect(saDayStart(new Date('2026-11-20T22:30:00Z')).toISOString()).toBe('2026-11-20T22:00:00.000Z');
    expect(saDayStart(new Date('2026-11-20T21:59:59Z')).toISOString()).toBe('2026-11-19T22:00:00.000Z');
    expect(saDayStart(Date.parse('2026-06-15T12:00:00Z')).toISOString()).toBe('2026-06-14T22:00:00.000Z');
  });

  test('day numbers count South African dates, and each turns back into its midnight', () => {
    const at = new Date('2026-11-20T22:30:00Z');
    const day = saDayNumber(at);
    expect(new Date(day * 86_400_000).toISOString().slice(0, 10)).toBe(saDateOf(at));
    expect(saMidnightOfDay(day).toISOString()).toBe('2026-11-20T22:00:00.000Z');
    expect(saMidnightOfDay(day + 1).getTime() - saMidnightOfDay(day).getTime()).toBe(86_400_000);
  });

  test('a time of day on a South African date is that wall-clock time there', () => {
    expect(saTimeOn('2026-12-10', 8 * 60).toISOString()).toBe('2026-12-10T06:00:00.000Z');
    expect(saTimeOn('2027-01-01', 0).toISOString()).toBe('2026-12-31T22:00:00.000Z');
    expect(saDateOf(saTimeOn('2027-01-01', 0))).toBe('2027-01-01');
  });
});
