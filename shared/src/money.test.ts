import { describe, expect, test } from 'vitest';
import { formatRand, parseRandsToCents } from './money.js';

describe('rands', () => {
  test('are shown with a space between thousands and two decimals', () => {
    expect(formatRand(200_050)).toBe('R 2 000.50');
    expect(formatRand(0)).toBe('R 0.00');
  });

  test('are read as people and billing systems write them', () => {
    expect(parseRandsToCents('2000')).toBe(200_000);
    expect(parseRandsToCents('2000.5')).toBe(200_050);
    expect(parseRandsToCents('2 000,50')).toBe(200_050);
    expect(parseRandsToCents('R 2,000.00')).toBe(200_000);
    expect(parseRandsToCents('r2000')).toBe(200_000);
  });

  test('a comma with three digits after it groups thousands, never a decimal mark', () => {
    expect(parseRandsToCents('2,000')).toBe(200_000);
    expect(parseRandsToCents('2,5')).toBe(250);
  });

  test('anything else is not an amount', () => {
    for (const value of ['', 'abc', '2.005', '-5', '2,00,000', '1e3'])
      expect(parseRandsToCents(value), value).toBeNull();
  });
});
