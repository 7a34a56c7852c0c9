/** A South African ID number: 13 digits, a real date of birth (YYMMDD) and a Luhn check digit. */
export function isValidSaIdNumber(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  const month = Number(value.slice(2, 4));
  const day = Number(value.slice(4, 6));
  const yy = Number(value.slice(0, 2));
  // Either century is possible; the date must exist in at least one of them.
  const exists = [1900, 2000].some((century) => {
    const date = new Date(Date.UTC(century + yy, month - 1, day));
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  });
  return exists && hasValidLuhnCheckDigit(value);
}

/** The Luhn check digit that completes `digits` (the 13th digit of an SA ID number). */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

const hasValidLuhnCheckDigit = (digits: string) => luhnCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));

/** Passport numbers of any country: 6 to 20 letters and digits. */
export const isValidPassportNumber = (value: string) => /^[A-Za-z0-9]{6,20}$/.test(value);

/** "ID or passport": 13 digits must be a valid SA ID; anything else must look like a passport number. */
export function isValidIdOrPassport(value: string): boolean {
  return /^\d{13}$/.test(value) ? isValidSaIdNumber(value) : isValidPassportNumber(value);
}
