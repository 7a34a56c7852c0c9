import { randomInt } from 'node:crypto';
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

const REFERENCE_PATTERN = /^PM-\d{4}-\d{5,6}$/;

export function normalizeReference(reference: string): string | null {
  const normalized = reference.trim().toUpperCase();
  return REFERENCE_PATTERN.test(normalized) ? normalized : null;
}
