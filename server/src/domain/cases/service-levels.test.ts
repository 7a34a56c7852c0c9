import { afterEach, describe, expect, test } from 'vitest';
import { DEFAULT_SERVICE_LEVELS, dueAtOf, setServiceLevels } from './service-levels.js';

/** An instant given in South African time (UTC+2). */
const sast = (local: string) => new Date(`${local}+02:00`);

describe('due times in business hours (issue 28)', () => {
  afterEach(() => setServiceLevels(DEFAULT_SERVICE_LEVELS));

  test('a pending case entered on a Friday afternoon is due on Tuesday: the weekend does not count', () => {
    // 17 h: Friday 15:00-16:30 (1.5), Monday 8:00-16:30 (8.5), Tuesday 8:00-15:00 (7).
    expect(dueAtOf('pending', sast('2026-12-11T15:00:00'))).toEqual(sast('2026-12-15T15:00:00'));
  });

  test('the Day of Reconciliation (Wednesday 16 December 2026) is skipped', () => {
    // Tuesday 10:00-16:30 (6.5), Wednesday a public holiday, Thursday (8.5), Friday 8:00-10:00 (2).
    expect(dueAtOf('pending', sast('2026-12-15T10:00:00'))).toEqual(sast('2026-12-18T10:00:00'));
  });

  test('a case entered out of hours starts at the next opening; each status has its own target', () => {
    setServiceLevels({ pending: 4, needsinfo: 8.5, approved: 1 });
    expect(dueAtOf('pending', sast('2026-12-12T20:00:00'))).toEqual(sast('2026-12-14T12:00:00'));
    expect(dueAtOf('needsinfo', sast('2026-12-14T06:00:00'))).toEqual(sast('2026-12-14T16:30:00'));
    expect(dueAtOf('approved', sast('2026-12-14T16:00:00'))).toEqual(sast('2026-12-15T08:30:00'));
  });

  test('a closed case is due never', () => {
    for (const status of ['completed', 'rejected', 'archived', 'cancelled', 'incomplete', 'draft']) {
      expect(dueAtOf(status, sast('2026-12-14T10:00:00'))).toBeNull();
    }
  });
});
