import { groupThousands } from './number-format.js';

/** Money is kept in cents and shown as `R 2 000.00`. */
export function formatRand(cents: number): string {
  const negative = cents < 0;
  const [whole, fraction] = (Math.abs(cents) / 100).toFixed(2).split('.') as [string, string];
  return `${negative ? '-' : ''}R ${groupThousands(whole)}.${fraction}`;
}
