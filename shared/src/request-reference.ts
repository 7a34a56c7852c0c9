import { ACCOUNT_NUMBER_PATTERN } from './termination-constants.js';

/**
 * What a customer may type to find their request (issue 31): an application's `PM-2026-48213`, a termination's
 * `TM-2026-22120`, or an account number. Spaces and case do not matter.
 */
export type TrackReference =
  | { type: 'application' | 'termination'; reference: string }
  | { type: 'account'; accountNumber: string };

const REQUEST_REFERENCE = /^(PM|TM)-\d{4}-\d{5,6}$/;

/** The request a typed reference names, or null when it is none of the three forms. */
export function parseTrackReference(typed: string): TrackReference | null {
  const compact = typed.replace(/\s+/g, '').toUpperCase();
  const reference = REQUEST_REFERENCE.exec(compact);
  if (reference) return { type: reference[1] === 'PM' ? 'application' : 'termination', reference: compact };
  return ACCOUNT_NUMBER_PATTERN.test(compact) ? { type: 'account', accountNumber: compact } : null;
}

/** Where a message sends the customer: the Track page with the request's reference filled in (from the site's root). */
export const trackPath = (reference: string) => `track?ref=${encodeURIComponent(reference)}`;

/** The typed reference as the Track page's address carries it (`?ref=`). */
export const trackReferenceText = (parsed: TrackReference) =>
  parsed.type === 'account' ? parsed.accountNumber : parsed.reference;
