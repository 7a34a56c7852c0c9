import { describe, expect, test } from 'vitest';
import { saBoundaries } from './sa-time-boundaries.js';

describe('saBoundaries', () => {
  test('22:30 UTC is already the next day in Johannesburg', () => {
    const b = saBoundaries(new Date('2026-11-20T22:30:00Z'));
    expect(b.today.toISOString()).toBe('2026-11-20T22:00:00.000Z');
    expect(b.yesterday.toISOString()).toBe('2026-11-19T22:00:00.000Z');
  });

  test('the week starts on Monday and the month on the first, at Johannesburg midnight', () => {
    const b = saBoundaries(new Date('2026-11-21T10:00:00Z'));
    expect(b.weekStart.toISOString()).toBe('2026-11-15T22:00:00.000Z');
    expect(b.monthStart.toISOString()).toBe('2026-10-31T22:00:00.000Z');
  });

  test('the year starts on 1 January at Johannesburg midnight: 22:30 UTC on 31 December is already the new year', () => {
    expect(saBoundaries(new Date('2026-11-21T10:00:00Z')).yearStart.toISOString()).toBe('2025-12-31T22:00:00.000Z');
    expect(saBoundaries(new Date('2026-12-31T22:30:00Z')).yearStart.toISOString()).toBe('2026-12-31T22:00:00.000Z');
  });
});
