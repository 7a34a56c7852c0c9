import { groupThousands } from './number-format.js';

/** Money is kept in cents and shown as `R 2 000.00`. */
export function formatRand(cents: number): string {
  const negative = cents < 0;
  const [whole, fraction] = (Math.abs(cents) / 100).toFixed(2).split('.') as [string, string];
  return `${negative ? '-' : ''}R ${groupThousands(whole)}.${fraction}`;
}

/**
 * Cents from `2000`, `2000.00`, `2 000,50`, `R 2,000.00` or `R2000`; null when it is not an amount. A comma with
 * three digits after it groups thousands; with one or two it is the decimal mark.
 */
export function parseRandsToCents(value: string): number | null {
  const compact = value
    .trim()
    .replace(/^R\s*/i, '')
    .replace(/[\s\u00a0]/g, '');
  let normalized: string;
  if (/^\d+([.,]\d{1,2})?$/.test(compact)) normalized = compact.replace(',', '.');
  else if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(compact)) normalized = compact.replace(/,/g, '');
  else return null;
  const cents = Math.round(Number(normalized) * 100);
  return Number.isSafeInteger(cents) ? cents : null;
}
