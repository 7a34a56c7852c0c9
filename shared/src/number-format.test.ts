import { describe, expect, test } from 'vitest';
import { formatOneDecimal, sharePercent } from './number-format.js';

describe('measures as the portal shows them', () => {
  test('at most one decimal, after a point, none when whole', () => {
    expect(formatOneDecimal(8.7)).toBe('8.7');
    expect(formatOneDecimal(8.66)).toBe('8.7');
    expect(formatOneDecimal(9.04)).toBe('9');
    expect(formatOneDecimal(0)).toBe('0');
  });

  test('a space between thousands, as in money', () => {
    expect(formatOneDecimal(1234.5)).toBe('1 234.5');
    expect(formatOneDecimal(1_000_000)).toBe('1 000 000');
  });

  test('negative values keep their sign, and a value that rounds to zero has none', () => {
    expect(formatOneDecimal(-0.3)).toBe('-0.3');
    expect(formatOneDecimal(-2500.25)).toBe('-2 500.3');
    expect(formatOneDecimal(-0.04)).toBe('0');
  });

  test('a share as the whole percent an answer shows, the same for the sentence and the figure', () => {
    expect(sharePercent(0.825)).toBe(83);
    expect(sharePercent(0.8248)).toBe(82);
    expect(sharePercent(1)).toBe(100);
    expect(sharePercent(0)).toBe(0);
  });
});
