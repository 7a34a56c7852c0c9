import { textsUnder } from '../../lib/texts-under';

const TEXT_NAMES = ['sectionsLabel', 'loading', 'loadFailed', 'notFound', 'back', 'next'] as const;

/** The translation keys of a review dialog: the tabs' name, loading, load failure, no such case, Back and Next. */
export type ReviewDialogTexts = Record<(typeof TEXT_NAMES)[number], string>;

export const reviewDialogTexts = (prefix: string, overrides?: Partial<ReviewDialogTexts>): ReviewDialogTexts =>
  textsUnder(prefix, TEXT_NAMES, overrides);
