import { describe, expect, test } from 'vitest';
import { localePart, STAFF_LOCALE_SECTIONS } from './locale-sections';
import en from './locales/en.json';

describe('the parts of a translation file', () => {
  test('public and staff split every section between them, each once', () => {
    const publicPart = localePart(en, 'public');
    const staffPart = localePart(en, 'staff');
    expect(Object.keys(staffPart).sort()).toEqual([...STAFF_LOCALE_SECTIONS].sort());
    expect(Object.keys(publicPart).some((key) => key in staffPart)).toBe(false);
    expect({ ...publicPart, ...staffPart }).toEqual(en);
  });
});
