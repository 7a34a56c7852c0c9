import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '../constants.js';
import { resources } from './index.js';

/**
 * The names the product went by before issue 39 ("Protea Metering Services Dashboard", "Administrator Panel") and
 * their translations: one name, "Protea Management" (PRODUCT.md), is left.
 */
const OLD_NAMES = [
  /Metering Services Dashboard/i,
  /Administrator\s+Panel/i,
  /Protea-meterdienste/i,
  /administrasiepaneel(?!bord)/i,
  /Dimitara tsa Protea/i,
  /Zokukala ze-Protea/i,
  /phaneli yomphathi/i,
];

const textsOf = (tree: unknown): string[] =>
  typeof tree === 'string' ? [tree] : Object.values(tree as Record<string, unknown>).flatMap(textsOf);

describe.each(LANGUAGES)('the %s texts', (language) => {
  const texts = resources[language];

  test('name the product one way, Protea Management, and the back office after it', () => {
    expect(textsOf(texts).filter((text) => OLD_NAMES.some((name) => name.test(text)))).toEqual([]);
    expect(texts.common.appName).toBe('Protea Management');
    expect(texts.signin.headerTitle).toBe('Protea Management');
    expect(texts.admin.dashboard.title).toContain('Protea Management');
  });
});
