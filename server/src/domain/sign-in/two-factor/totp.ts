import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Protea Management';
const PERIOD_SECONDS = 30;

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
  });

/** A new random secret (160 bits, as RFC 4226 recommends), in base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** What authenticator apps read from the QR code. */
export const totpUri = (secret: string, username: string) => totpOf(secret, username).toString();

/**
 * The time step of `code` when it is the code of the current 30-second step or of the one before it (typed as the
 * app moved on, or a phone's clock a little behind), else null. Not the step after: a code is never early. The
 * caller refuses a step already used, so a code is never accepted twice.
 */
export function matchingTotpStep(secret: string, code: string, now = Date.now()): number | null {
  const totp = totpOf(secret);
  const current = totp.counter({ timestamp: now });
  for (const step of [current, current - 1]) {
    // The step's own start as the time, no window: the library compares in constant time.
    if (totp.validate({ token: code, timestamp: step * PERIOD_SECONDS * 1000, window: 0 }) === 0) return step;
  }
  return null;
}
