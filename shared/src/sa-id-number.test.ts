import { describe, expect, test } from 'vitest';
import { maskPhoneNumber, toE164Mobile } from './phone-number.js';
import { isValidIdOrPassport, isValidSaIdNumber } from './sa-id-number.js';

describe('South African ID numbers', () => {
  test('accepts a valid number', () => {
    expect(isValidSaIdNumber('8001015009087')).toBe(true);
  });

  test('rejects a wrong check digit, an impossible date and wrong lengths', () => {
    expect(isValidSaIdNumber('8001015009088')).toBe(false);
    expect(isValidSaIdNumber('8013015009084')).toBe(false);
    expect(isValidSaIdNumber('800101500908')).toBe(false);
    expect(isValidSaIdNumber('80010150090877')).toBe(false);
  });

  test('ID or passport: 13 digits must be a valid ID, otherwise 6-20 letters and digits', () => {
    expect(isValidIdOrPassport('8001015009087')).toBe(true);
    expect(isValidIdOrPassport('8001015009088')).toBe(false);
    expect(isValidIdOrPassport('A12345678')).toBe(true);
    expect(isValidIdOrPassport('A1234')).toBe(false);
    expect(isValidIdOrPassport('AB-123456')).toBe(false);
  });
});

describe('mobile numbers', () => {
  test('local and international forms become E.164', () => {
    expect(toE164Mobile('082 123 4567')).toBe('+27821234567');
    expect(toE164Mobile('+27 82 123 4567')).toBe('+27821234567');
    expect(toE164Mobile('0821234567')).toBe('+27821234567');
  });

  test('landlines and nonsense are not mobiles', () => {
    expect(toE164Mobile('012 345 6789')).toBeNull();
    expect(toE164Mobile('12345')).toBeNull();
  });

  test('masking keeps only the last four digits', () => {
    expect(maskPhoneNumber('+27821234567')).toBe('*** *** 4567');
  });
});
