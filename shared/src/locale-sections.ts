/**
 * The translation files' top-level sections the back office alone uses. The web app loads them with the back office,
 * so the public pages carry only their own texts; the server reads whole files.
 */
export const STAFF_LOCALE_SECTIONS = ['admin', 'assistant', 'decisions', 'pdf'] as const;

/** Which part of a translation file the web app loads at once ('public') or with the back office ('staff'). */
export type LocalePart = 'public' | 'staff';

/** The part of a whole translation file's sections: `part` names which. */
export function localePart(texts: Record<string, unknown>, part: LocalePart): Record<string, unknown> {
  const staff = STAFF_LOCALE_SECTIONS as readonly string[];
  return Object.fromEntries(Object.entries(texts).filter(([key]) => staff.includes(key) === (part === 'staff')));
}
