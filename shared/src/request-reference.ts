import { ACCOUNT_NUMBER_PATTERN } from './termination-constants.js';

/**
 * What a customer may type to find their request (issue 31): an application's `PM-2026-48213`, a termination's
 * `TM-2026-22120`, or an account number. Spaces and case do not matter.
 */
export type TrackReference =
  | { type: 'application' | 'termination'; reference: string }
  | { type: 'account'; accountNumber: string };

/** `PM-2026-48213` however it is typed: any case, spaces or dashes (or none) between its three parts. */
const REQUEST_REFERENCE = /^(PM|TM)[\s\-\u2010-\u2015]*(\d{4})[\s\-\u2010-\u2015]*(\d{5,6})$/;

/**
 * A typed request reference as the portal writes it (`tm 2026 62261` is `TM-2026-62261`), or null when it is none;
 * with `prefix`, only a reference of that kind. The one place a typed or sent reference is read, in the browser and on
 * the server alike (issue 39).
 */
export function normalizeRequestReference(typed: string, prefix?: 'PM' | 'TM'): string | null {
  const match = REQUEST_REFERENCE.exec(typed.trim().toUpperCase());
  if (!match || (prefix && match[1] !== prefix)) return null;
  return `${match[1]}-${match[2]}-${match[3]}`;
}

/** The request a typed reference names, or null when it is none of the three forms. */
export function parseTrackReference(typed: string): TrackReference | null {
  const reference = normalizeRequestReference(typed);
  if (reference) return { type: reference.startsWith('PM') ? 'application' : 'termination', reference };
  const compact = typed.replace(/\s+/g, '');
  return ACCOUNT_NUMBER_PATTERN.test(compact) ? { type: 'account', accountNumber: compact } : null;
}

/** Where a message sends the customer: the Track page with the request's reference filled in (from the site's root). */
export const trackPath = (reference: string) => `track?ref=${encodeURIComponent(reference)}`;

/** The typed reference as the Track page's address carries it (`?ref=`). */
export const trackReferenceText = (parsed: TrackReference) =>
  parsed.type === 'account' ? parsed.accountNumber : parsed.reference;
