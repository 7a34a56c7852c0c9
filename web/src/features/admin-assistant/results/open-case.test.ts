import { describe, expect, it } from 'vitest';
import { isTermination } from './open-case';

describe('isTermination', () => {
  it('sends terminations to the termination dialog and applications to the review dialog', () => {
    expect(isTermination({ kind: 'residential_termination' })).toBe(true);
    expect(isTermination({ kind: 'business_termination' })).toBe(true);
    expect(isTermination({ kind: 'residential_application' })).toBe(false);
    expect(isTermination({ kind: 'business_application' })).toBe(false);
  });
});
