import { describe, expect, test } from 'vitest';
import { normalizeRequestReference, parseTrackReference } from './request-reference';

describe('normalizeRequestReference', () => {
  test('reads a reference in any case, with spaces or dashes (or none) between its parts', () => {
    for (const typed of ['tm 2026 62261', 'TM-2026-62261', ' tm-2026-62261 ', 'Tm2026 62261', 'TM – 2026 – 62261']) {
      expect(normalizeRequestReference(typed), typed).toBe('TM-2026-62261');
    }
    expect(normalizeRequestReference('pm-2026-48213 ')).toBe('PM-2026-48213');
    expect(normalizeRequestReference('pm 2026 482130')).toBe('PM-2026-482130');
  });

  test('with a prefix, only a reference of that kind', () => {
    expect(normalizeRequestReference('pm 2026 48213', 'PM')).toBe('PM-2026-48213');
    expect(normalizeRequestReference('tm 2026 62261', 'PM')).toBeNull();
    expect(normalizeRequestReference('tm 2026 62261', 'TM')).toBe('TM-2026-62261');
  });

  test('refuses anything that is not a reference', () => {
    for (const value of [
      '',
      'TEMP',
      '00005555',
      'PM-26-48213',
      'PM-2026-482',
      'XM-2026-48213',
      'PM-2026-48213; drop',
    ]) {
      expect(normalizeRequestReference(value), value).toBeNull();
    }
  });
});

describe('parseTrackReference', () => {
  test('names the request a typed reference or account number is', () => {
    expect(parseTrackReference('tm 2026 62261')).toEqual({ type: 'termination', reference: 'TM-2026-62261' });
    expect(parseTrackReference('pm-2026-48213 ')).toEqual({ type: 'application', reference: 'PM-2026-48213' });
    expect(parseTrackReference(' 0000 5555 ')).toEqual({ type: 'account', accountNumber: '00005555' });
    expect(parseTrackReference('hello')).toBeNull();
  });
});
