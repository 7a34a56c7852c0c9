/**
 * The listed reasons staff pick when they reject or ask for information (spec 2 and spec 3 section 9).
 * The words the customer reads are translated from `decisions.rejection.<key>` and `decisions.infoRequest.<key>`.
 */
export const APPLICATION_REJECTION_REASONS = [
  'invalid-application',
  'incomplete-info',
  'non-qualifying',
  'duplicate',
] as const;

export const APPLICATION_INFO_REQUESTS = [
  'incomplete-incorrect-info',
  'general-info-not-signed',
  'unclear-id-copy',
  'incomplete-lease-agreement',
  'title-deed-required',
  'supporting-docs',
] as const;

export const TERMINATION_REJECTION_REASONS = [
  'insufficient-documentation',
  'invalid-account',
  'duplicate-request',
  'outstanding-balance',
  'incorrect-information',
] as const;

export const TERMINATION_INFO_REQUESTS = [
  'missing-bank-statement',
  'unclear-id-copy',
  'incomplete-termination',
  'supporting-docs',
  'verify-disconnection-date',
] as const;

export type RejectionReason =
  | (typeof APPLICATION_REJECTION_REASONS)[number]
  | (typeof TERMINATION_REJECTION_REASONS)[number];
export type InfoRequest = (typeof APPLICATION_INFO_REQUESTS)[number] | (typeof TERMINATION_INFO_REQUESTS)[number];

export const isListed = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * Why staff refuse one document (issue 39): the customer is told in their language from
 * `decisions.documentRejection.<key>`, and sends a new file from the Track page. `other` needs staff's own words.
 */
export const DOCUMENT_REJECTION_REASONS = [
  'unreadable',
  'wrong-document',
  'expired',
  'incomplete',
  'name-mismatch',
  'other',
] as const;
export type DocumentRejectionReason = (typeof DOCUMENT_REJECTION_REASONS)[number];
