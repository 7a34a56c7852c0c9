import { Secret, TOTP } from 'otpauth';
import { describe, expect, test } from 'vitest';
import { matchingTotpStep, newTotpSecret } from './totp.js';

const STEP_MS = 30_000;
const secret = newTotpSecret();
const codeOf = (step: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: step * STEP_MS,
  });

describe('the TOTP window', () => {
  const step = 59_000_000;

  test.each([
    ['first', step * STEP_MS],
    ['last', (step + 1) * STEP_MS - 1],
  ])('at the %s millisecond of a step: its own code and the one before match, no other', (_, now) => {
    expect(matchingTotpStep(secret, codeOf(step), now)).toBe(step);
    expect(matchingTotpStep(secret, codeOf(step - 1), now)).toBe(step - 1);
    expect(matchingTotpStep(secret, codeOf(step - 2), now)).toBeNull();
    expect(matchingTotpStep(secret, codeOf(step + 1), now)).toBeNull();
  });

  test('a code of the wrong length or not of this secret matches nothing', () => {
    const now = step * STEP_MS + 12_000;
    expect(matchingTotpStep(secret, codeOf(step).slice(1), now)).toBeNull();
    expect(matchingTotpStep(newTotpSecret(), codeOf(step), now)).toBeNull();
  });
});
