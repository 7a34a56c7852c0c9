import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@protea/shared/constants';
import { resources } from '@protea/shared/locales/index';
import type { Translatable } from '@protea/shared/workflow/guards';
import i18next from 'i18next';

const i18n = i18next.createInstance();
void i18n.init({
  resources: Object.fromEntries(LANGUAGES.map((lng) => [lng, { translation: resources[lng] }])),
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function translate(language: Language, key: string, vars?: Record<string, string | number>): string {
  return i18n.t(key, { lng: language, ...vars });
}

/** A key whose values may be keys themselves (a document's name inside a reason), translated inside out. */
export function translateItem(language: Language, item: Translatable): string {
  const vars = Object.entries(item.vars ?? {}).map(([name, value]) => [
    name,
    typeof value === 'object' ? translateItem(language, value) : value,
  ]);
  return translate(language, item.key, Object.fromEntries(vars));
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The web client sends X-Language; other callers may rely on Accept-Language. */
export function pickLanguage(xLanguage: unknown, acceptLanguage: unknown): Language {
  if (isLanguage(xLanguage)) return xLanguage;
  if (typeof acceptLanguage === 'string') {
    for (const part of acceptLanguage.split(',')) {
      const code = part.trim().slice(0, 2).toLowerCase();
      if (isLanguage(code)) return code;
    }
  }
  return DEFAULT_LANGUAGE;
}

export const asLanguage = (value: unknown): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);
