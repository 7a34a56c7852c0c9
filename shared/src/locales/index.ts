import type { Language } from '../constants.js';
import af from './af.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import st from './st.json' with { type: 'json' };
import zu from './zu.json' with { type: 'json' };

export type LocaleResource = typeof en;

/** All four locales; the server uses them for error messages and notifications. */
export const resources: Record<Language, LocaleResource> = { en, af, st, zu };
