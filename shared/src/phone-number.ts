// The mobile numbers' metadata alone (a few KB in the browser, where /max weighed 39 KB gzipped): a number is valid
// with it only if it is a mobile number.
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

export const countDigits = (value: string) => value.replace(/\D/g, '').length;

/** A South African (or international, with +) mobile number as E.164, or null when it is not one. */
export function toE164Mobile(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), 'ZA');
  // A number of no country (+800 freephone, +882 networks, satellite phones) cannot take our SMS.
  return parsed?.isValid() && parsed.country ? parsed.number : null;
}

/** `*** *** 4567`: enough for a person to recognise their number, not enough to learn it. */
export function maskPhoneNumber(e164: string): string {
  return `*** *** ${e164.slice(-4)}`;
}
