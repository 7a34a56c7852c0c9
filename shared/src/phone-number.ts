import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export const countDigits = (value: string) => value.replace(/\D/g, '').length;

/** A South African (or international, with +) mobile number as E.164, or null when it is not one. */
export function toE164Mobile(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), 'ZA');
  if (!parsed?.isValid()) return null;
  const type = parsed.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? parsed.number : null;
}

/** `*** *** 4567`: enough for a person to recognise their number, not enough to learn it. */
export function maskPhoneNumber(e164: string): string {
  return `*** *** ${e164.slice(-4)}`;
}
