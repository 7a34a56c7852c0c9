import { describe, expect, test } from 'vitest';
import { pickLanguage, translate } from './translate.js';

describe('pickLanguage', () => {
  test('the X-Language header wins when it names a supported language', () => {
    expect(pickLanguage('zu', 'af-ZA,af;q=0.9')).toBe('zu');
  });

  test('otherwise the first supported Accept-Language entry is used', () => {
    expect(pickLanguage(undefined, 'fr-FR, st;q=0.8, af;q=0.5')).toBe('st');
    expect(pickLanguage('xx', 'af-ZA')).toBe('af');
  });

  test('English is the fallback', () => {
    expect(pickLanguage(undefined, undefined)).toBe('en');
    expect(pickLanguage('de', 'de-DE')).toBe('en');
  });
});

describe('translate', () => {
  test('interpolates and falls back to English keys', () => {
    expect(translate('en', 'common.languageChanged', { language: 'isiZulu' })).toBe('Language changed to isiZulu');
    expect(translate('af', 'errors.invalidCredentials')).not.toBe('errors.invalidCredentials');
  });
});
