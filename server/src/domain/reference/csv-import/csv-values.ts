import { isRealIsoDate } from '@protea/shared/schemas/fields';

// Values as billing and property systems write them into CSV files: dates in ISO or South African order, rands
// with or without cents, a currency sign or thousands separators.

/** `2024-03-01` or `01/03/2024` (day first, as South Africa writes it) as ISO; null when it is neither. */
export function parseCsvDate(value: string): string | null {
  const trimmed = value.trim();
  const dayFirst = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  const iso = dayFirst ? `${dayFirst[3]}-${dayFirst[2]!.padStart(2, '0')}-${dayFirst[1]!.padStart(2, '0')}` : trimmed;
  return isRealIsoDate(iso) ? iso : null;
}

/** A value that came through a file saved in another encoding than UTF-8 carries the replacement character. */
export const isMisencoded = (value: string) => value.includes('\uFFFD');
