import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '../constants.js';
import { resources } from './index.js';

type Tree = { [key: string]: string | string[] | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string | string[]> {
  const out = new Map<string, string | string[]>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string' || Array.isArray(value)) out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const english = flatten(resources.en as unknown as Tree);

describe.each(LANGUAGES.filter((l) => l !== 'en'))('the %s locale', (language) => {
  const locale = flatten(resources[language] as unknown as Tree);

  test('has exactly the English keys', () => {
    expect([...locale.keys()].sort()).toEqual([...english.keys()].sort());
  });

  test('has no empty value, the same list lengths and the same placeholders', () => {
    for (const [key, value] of english) {
      const translated = locale.get(key);
      if (Array.isArray(value)) {
        expect(Array.isArray(translated), key).toBe(true);
        expect((translated as string[]).length, key).toBe(value.length);
        for (const item of translated as string[]) expect(item.trim(), key).not.toBe('');
      } else {
        expect(typeof translated, key).toBe('string');
        expect((translated as string).trim(), key).not.toBe('');
        expect(placeholders(translated as string), key).toEqual(placeholders(value));
      }
    }
  });
});

test('English has no empty value', () => {
  for (const [key, value] of english) {
    for (const text of Array.isArray(value) ? value : [value]) expect(text.trim(), key).not.toBe('');
  }
});
