import { textsUnder } from '../../../lib/texts-under';

const TEXT_NAMES = [
  'titles',
  'viewerTitles',
  'uploadHint',
  'manualHint',
  'imageHint',
  'invalidTypeText',
  'invalidTypeManual',
  'invalidTypeImage',
  'uploadErrorText',
  'uploadErrorManual',
  'deleteFailedWithReason',
] as const;

/**
 * The words of a documents tab that differ between kinds of case. `titles` and `viewerTitles` are
 * prefixes: the document type (`id`, `bank`) is added to them.
 */
export type DocumentTexts = Record<(typeof TEXT_NAMES)[number], string>;

export const documentTexts = (prefix: string, overrides?: Partial<DocumentTexts>): DocumentTexts =>
  textsUnder(prefix, TEXT_NAMES, overrides);
