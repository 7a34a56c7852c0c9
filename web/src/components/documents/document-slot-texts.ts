const TEXT_NAMES = [
  'required',
  'choose',
  'replace',
  'types',
  'uploading',
  'cancelUpload',
  'uploadedTitle',
  'uploadedText',
  'remove',
  'removeLabel',
  'removing',
  'deletedTitle',
  'deletedText',
  'tooLargeTitle',
  'tooLargeText',
  'wrongTypeTitle',
  'wrongTypeText',
  'uploadErrorTitle',
  'uploadErrorText',
  'deleteErrorTitle',
  'deleteErrorText',
] as const;

/** The translation keys a document slot shows: its tag, buttons, states and toasts. */
export type DocumentSlotTexts = Record<(typeof TEXT_NAMES)[number], string>;

/**
 * Every text under one prefix of the locale files (`wizard.documents.required`, ...), with the few a
 * wizard words its own way given as overrides.
 */
export function documentSlotTexts(prefix: string, overrides: Partial<DocumentSlotTexts> = {}): DocumentSlotTexts {
  const texts = Object.fromEntries(TEXT_NAMES.map((name) => [name, `${prefix}.${name}`])) as DocumentSlotTexts;
  return { ...texts, ...overrides };
}
