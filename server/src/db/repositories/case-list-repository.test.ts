import { describe, expect, test } from 'vitest';
import { searchesFewMatches } from './case-list-repository.js';

describe('searchesFewMatches', () => {
  test('five digits or more past a leading 0 or the country code, with nothing but spaces or brackets between them', () => {
    for (const search of [
      '082 555',
      '0825 55',
      '+27 82 555',
      '27 82 555',
      '0825551234',
      '+27825551234',
      '12345',
      '555 1234',
      '(082) 555',
    ])
      expect(searchesFewMatches(search), search).toBe(true);
  });

  test('fewer digits, other characters between them, or letters: a search like any other', () => {
    // "082 55" is a block of ten thousand numbers, "27 821" a tenth of one network's, "2026-5" a tenth of the
    // references of 2026.
    for (const search of [
      '082 55',
      '08255',
      '27 821',
      '+27 821',
      '1234',
      '082-555',
      '2026-5',
      'PM-2026-12345',
      '2019/123456/07',
      'nkosi 12345',
      '',
      undefined,
    ])
      expect(searchesFewMatches(search), String(search)).toBe(false);
  });
});
