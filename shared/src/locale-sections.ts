/**
 * Which top-level sections of a translation file the web app loads, and when: 'public' with the first page, 'wizard'
 * with the application and termination wizards, 'signin' with the back office's sign-in, 'staff' with the back
 * office once someone signs in (which also shows the wizards' labels).
 * Sections in no part (the customers' messages, the API's error texts) are the server's alone; it reads whole files.
 */
export const LOCALE_PARTS = {
  public: ['common', 'landing', 'choice', 'pages', 'footer', 'notFound', 'validation', 'verify'],
  wizard: ['wizard', 'termination', 'documents', 'track'],
  signin: ['signin'],
  staff: ['admin', 'assistant', 'decisions', 'pdf'],
} as const;

/** Sections only the server translates: never sent to the browser. */
export const SERVER_LOCALE_SECTIONS = ['messages', 'errors'] as const;

export type LocalePart = keyof typeof LOCALE_PARTS;

export const isLocalePart = (value: string): value is LocalePart => Object.hasOwn(LOCALE_PARTS, value);

/** The sections of a whole translation file that make up `part`. */
export function localePart(texts: Record<string, unknown>, part: LocalePart): Record<string, unknown> {
  const sections: readonly string[] = LOCALE_PARTS[part];
  return Object.fromEntries(Object.entries(texts).filter(([key]) => sections.includes(key)));
}
