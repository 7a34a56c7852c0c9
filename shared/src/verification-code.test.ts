import { describe, expect, test } from 'vitest';
import { formatVerificationCode, normalizeVerificationCode } from './verification-code.js';

describe('verification codes', () => {
  test('are printed in groups of four', () => {
    expect(formatVerificationCode('K7QM2XPA9HWD')).toBe('K7QM-2XPA-9HWD');
  });

  test('are read back with or without dashes or spaces, in any case, O as 0 and I or L as 1', () => {
    for (const typed of ['K7QM-2XPA-9HWD', 'k7qm2xpa9hwd', ' k7qm 2xpa 9hwd ', 'K7QM–2XPA–9HWD']) {
      expect(normalizeVerificationCode(typed), typed).toBe('K7QM2XPA9HWD');
    }
    expect(normalizeVerificationCode('O0IL-1234-5678')).toBe('001112345678');
  });

  test('refuse what cannot be a code', () => {
    for (const typed of [
      '',
      'K7QM-2XPA-9HW',
      'K7QM-2XPA-9HWDX',
      'K7QU-2XPA-9HWD',
      '../../etc/passwd',
      'K7QM-2XPA-9HWÐ',
    ]) {
      expect(normalizeVerificationCode(typed), typed).toBeNull();
    }
    expect(normalizeVerificationCode(`K7QM2XPA9HWD${' '.repeat(100)}`)).toBeNull();
  });
});
