import { randomInt } from 'node:crypto';

/** `PM-2026-48213` (an application; `TM-` a termination): the year and a random number, never sequential; six digits once five get crowded. */
export function newReferenceNumber(attempt: number, now = new Date(), prefix: 'PM' | 'TM' = 'PM'): string {
  const digits = attempt < 5 ? randomInt(10_000, 100_000) : randomInt(100_000, 1_000_000);
  return `${prefix}-${now.getFullYear()}-${digits}`;
}

const REFERENCE_PATTERN = /^PM-\d{4}-\d{5,6}$/;

export function normalizeReference(reference: string): string | null {
  const normalized = reference.trim().toUpperCase();
  return REFERENCE_PATTERN.test(normalized) ? normalized : null;
}
