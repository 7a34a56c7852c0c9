import { describe, expect, test } from 'vitest';
import { formatCountdown } from './format-countdown';

describe('the Resend countdown', () => {
  test('reads as minutes and two-digit seconds', () => {
    expect(formatCountdown(75)).toBe('1:15');
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(3600)).toBe('60:00');
  });
});
