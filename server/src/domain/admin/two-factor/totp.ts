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
 * The time step of `code` when it is the code of the current step or of the one before or after (a phone's clock a
 * little off), else null. The caller refuses a step already used, so a code is never accepted twice.
 */
export function matchingTotpStep(secret: string, code: string, now = Date.now()): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}
