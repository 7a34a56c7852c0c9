import { describe, expect, test } from 'vitest';
import { normalizeReference } from './reference-number.js';

describe('normalizeReference', () => {
  test('accepts references in any case and with spaces around them', () => {
    expect(normalizeReference('  pm-2026-48213 ')).toBe('PM-2026-48213');
  });

  test('rejects anything that is not a reference', () => {
    for (const value of ['', 'PM-26-48213', 'PM-2026-482', 'PM-2026-48213; drop', '../../etc/passwd']) {
      expect(normalizeReference(value), value).toBeNull();
    }
  });
});
