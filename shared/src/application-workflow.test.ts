import { describe, expect, test } from 'vitest';
import { canTransition, formatRand } from './application-workflow.js';

describe('application workflow', () => {
  test('allows exactly the transitions of PRODUCT.md', () => {
    expect(canTransition('submit', 'incomplete')).toBe(true);
    expect(canTransition('approve', 'pending')).toBe(true);
    expect(canTransition('approve', 'needsinfo')).toBe(false);
    expect(canTransition('reject', 'approved')).toBe(false);
    expect(canTransition('request-info', 'pending')).toBe(true);
    expect(canTransition('resubmit', 'needsinfo')).toBe(true);
    expect(canTransition('complete', 'approved')).toBe(true);
    expect(canTransition('complete', 'pending')).toBe(false);
    expect(canTransition('archive', 'completed')).toBe(true);
    expect(canTransition('archive', 'rejected')).toBe(true);
    expect(canTransition('archive', 'pending')).toBe(false);
  });
});

describe('formatRand', () => {
  test('groups thousands with spaces and keeps two decimals', () => {
    expect(formatRand(200_000)).toBe('R 2 000.00');
    expect(formatRand(0)).toBe('R 0.00');
    expect(formatRand(123_456_789)).toBe('R 1 234 567.89');
    expect(formatRand(5)).toBe('R 0.05');
  });
});
