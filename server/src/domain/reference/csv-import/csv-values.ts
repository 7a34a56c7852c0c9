import { isRealIsoDate } from '@protea/shared/schemas/fields';

// Values as billing and property systems write them into CSV files: dates in ISO or South African order, rands
// with or without cents, a currency sign or thousands separators.

const DAY_FIRST = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_FORM = /^\d{4}-\d{2}-\d{2}$/;

/** `2024-03-01` or `01/03/2024` (day first, as South Africa writes it) as ISO; null when it is neither. */
export function parseCsvDate(value: string): string | null {
  const trimmed = value.trim();
  const dayFirst = DAY_FIRST.exec(trimmed);
  const iso = dayFirst ? `${dayFirst[3]}-${dayFirst[2]!.padStart(2, '0')}-${dayFirst[1]!.padStart(2, '0')}` : trimmed;
  return isRealIsoDate(iso) ? iso : null;
}

/**
 * Why parseCsvDate found no date: written in neither form, or in one of them but no day the calendar has
 * (`31/02/2024`, `2024-13-01`), which is a mistake of the date, not of how it is written.
 */
export const csvDateFault = (value: string) =>
  DAY_FIRST.test(value.trim()) || ISO_FORM.test(value.trim())
    ? 'admin.reference.validation.dateNotReal'
    : 'admin.reference.validation.dateFormat';

/** A value that came through a file saved in another encoding than UTF-8 carries the replacement character. */
export const isMisencoded = (value: string) => value.includes('\uFFFD');
