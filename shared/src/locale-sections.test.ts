import { describe, expect, test } from 'vitest';
import { LOCALE_PARTS, type LocalePart, localePart, SERVER_LOCALE_SECTIONS } from './locale-sections';
import en from './locales/en.json';

describe('the parts of a translation file', () => {
  test('the web parts and the server-only sections split every section between them, each once', () => {
    const parts = Object.keys(LOCALE_PARTS) as LocalePart[];
    const sections = [...parts.flatMap((part) => Object.keys(localePart(en, part))), ...SERVER_LOCALE_SECTIONS];
    expect(new Set(sections).size).toBe(sections.length);
    expect(sections.sort()).toEqual(Object.keys(en).sort());
    for (const part of parts) expect(Object.keys(localePart(en, part)).sort()).toEqual([...LOCALE_PARTS[part]].sort());
  });
});
