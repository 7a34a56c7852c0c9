import { describe, expect, test } from 'vitest';
import { newReferenceNumber, normalizeReference } from './reference-number.js';

describe('normalizeReference', () => {
  test('accepts references in any case and with spaces around them', () => {
    expect(normalizeReference('  pm-2026-48213 ')).toBe('PM-2026-48213');
    expect(normalizeReference('pm 2026 48213')).toBe('PM-2026-48213');
  });

  test('rejects anything that is not a reference', () => {
    for (const value of [
      '',
      'TM-2026-48213',
      'PM-26-48213',
      'PM-2026-482',
      'PM-2026-48213; drop',
      '../../etc/passwd',
    ]) {
      expect(normalizeReference(value), value).toBeNull();
    }
  });
});

describe('newReferenceNumber', () => {
  test("carries South Africa's year, whatever the server's time zone", () => {
    // 00:30 on 1 January 2027 in South Africa is still 2026 in UTC.
    expect(newReferenceNumber(0, new Date('2026-12-31T22:30:00Z'))).toMatch(/^PM-2027-\d{5}$/);
    expect(newReferenceNumber(0, new Date('2026-12-31T21:59:00Z'), 'TM')).toMatch(/^TM-2026-\d{5}$/);
    expect(newReferenceNumber(5, new Date('2026-06-01T10:00:00Z'))).toMatch(/^PM-2026-\d{6}$/);
  });
});
