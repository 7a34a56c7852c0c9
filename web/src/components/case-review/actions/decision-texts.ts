import { textsUnder } from '../../../lib/texts-under';

const REJECT_TEXTS = [
  'title',
  'reasonLabel',
  'reasonPlaceholder',
  'reasons',
  'messageLabel',
  'messageToCustomer',
  'button',
  'reasonRequiredTitle',
  'reasonRequiredText',
  'rejectedTitle',
  'rejectedText',
  'failedTitle',
  'failedText',
] as const;

const REQUEST_INFO_TEXTS = [
  'title',
  'optionLabel',
  'optionPlaceholder',
  'other',
  'textLabel',
  'button',
  'requiredTitle',
  'requiredText',
  'sentTitle',
  'sentText',
  'failedTitle',
  'failedText',
] as const;

/** A reject section's words; `reasons` is a prefix the reason's key is added to. */
export type RejectTexts = Record<(typeof REJECT_TEXTS)[number], string>;
export type RequestInfoTexts = Record<(typeof REQUEST_INFO_TEXTS)[number], string>;

export const rejectTexts = (prefix: string, overrides?: Partial<RejectTexts>): RejectTexts =>
  textsUnder(prefix, REJECT_TEXTS, overrides);

export const requestInfoTexts = (prefix: string, overrides?: Partial<RequestInfoTexts>): RequestInfoTexts =>
  textsUnder(prefix, REQUEST_INFO_TEXTS, overrides);
