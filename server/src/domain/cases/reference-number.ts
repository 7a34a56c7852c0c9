import { randomInt } from 'node:crypto';
import { normalizeRequestReference } from '@protea/shared/request-reference';
import { saWallClock } from '@protea/shared/sa-time';

/**
 * `PM-2026-48213` (an application; `TM-` a termination): the year in South Africa and a random number, never
 * sequential; six digits once five get crowded. The year is South Africa's whatever the server's time zone: a request
 * made just after midnight on New Year's Day carries the new year.
 */
export function newReferenceNumber(attempt: number, now = new Date(), prefix: 'PM' | 'TM' = 'PM'): string {
  const digits = attempt < 5 ? randomInt(10_000, 100_000) : randomInt(100_000, 1_000_000);
  return `${prefix}-${saWallClock(now).getUTCFullYear()}-${digits}`;
}

/** An application's reference as typed or sent (`pm 2026 48213`), as stored; null when it is none. */
export const normalizeReference = (reference: string) => normalizeRequestReference(reference, 'PM');
