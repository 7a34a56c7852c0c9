import enPublic from 'virtual:locale/en/public';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '@protea/shared/constants';
import type { LocalePart } from '@protea/shared/locale-sections';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

type Texts = Record<string, unknown>;

// The public texts in English ship with the page; every other language, and the wizards' and the back office's texts
// in any language, load with the pages that show them, so the landing page stays small (web/locale-parts.ts).
const loaders: Record<LocalePart, Record<Language, () => Promise<{ default: Texts }>>> = {
  public: {
    en: async () => ({ default: enPublic }),
    af: () => import('virtual:locale/af/public'),
    st: () => import('virtual:locale/st/public'),
    zu: () => import('virtual:locale/zu/public'),
  },
  wizard: {
    en: () => import('virtual:locale/en/wizard'),
    af: () => import('virtual:locale/af/wizard'),
    st: () => import('virtual:locale/st/wizard'),
    zu: () => import('virtual:locale/zu/wizard'),
  },
  signin: {
    en: () => import('virtual:locale/en/signin'),
    af: () => import('virtual:locale/af/signin'),
    st: () => import('virtual:locale/st/signin'),
    zu: () => import('virtual:locale/zu/signin'),
  },
  staff: {
    en: () => import('virtual:locale/en/staff'),
    af: () => import('virtual:locale/af/staff'),
    st: () => import('virtual:locale/st/staff'),
    zu: () => import('virtual:locale/zu/staff'),
  },
};

/** The parts the pages opened so far need, in every language they are shown in (English as the fallback). */
const wantedParts = new Set<LocalePart>(['public']);
const loadedParts = new Set<string>(['en/public']);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

async function ensureLoaded(language: Language) {
  const languages = language === DEFAULT_LANGUAGE ? [language] : [DEFAULT_LANGUAGE, language];
  await Promise.all(
    languages.flatMap((lng) =>
      [...wantedParts].map(async (part) => {
        const key = `${lng}/${part}`;
        if (loadedParts.has(key)) return;
        const texts = (await loaders[part][lng]()).default;
        i18next.addResourceBundle(lng, 'translation', texts, true, true);
        loadedParts.add(key);
      }),
    ),
  );
}

/**
 * Loads parts of the texts in the current language and English before a page that needs them shows:
 * `lazy(() => withTexts(['wizard', 'staff'], () => import('./dashboard')))`.
 */
export async function withTexts<T>(parts: readonly LocalePart[], load: () => Promise<T>): Promise<T> {
  for (const part of parts) wantedParts.add(part);
  const [module] = await Promise.all([load(), ensureLoaded(currentLanguage())]);
  return module;
}

export async function initI18n(): Promise<void> {
  const language = storedLanguage();
  await i18next.use(initReactI18next).init({
    resources: { en: { translation: enPublic } },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
  });
  await ensureLoaded(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

export async function switchLanguage(language: Language): Promise<void> {
  await ensureLoaded(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private browsing may refuse storage; the choice then lasts for this visit only.
  }
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}
