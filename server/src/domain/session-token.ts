import { createHmac, randomBytes } from 'node:crypto';

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only a keyed hash of the token is stored, so a database leak gives no usable sessions. */
export function hashSessionToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(token).digest('base64url');
}
