import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const newVerificationCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Keyed to the application so a hash is useless for any other application or outside the server. */
export function hashVerificationCode(secret: string, applicationId: string, code: string): string {
  return createHmac('sha256', secret).update(`${applicationId}:${code}`).digest('hex');
}

export function isSameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
