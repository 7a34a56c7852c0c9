import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const keys = new Map<string, Buffer>();

/** AES-256 key for TOTP secrets, derived from SESSION_SECRET with HKDF; a new SESSION_SECRET cannot read old secrets. */
function keyOf(sessionSecret: string): Buffer {
  let key = keys.get(sessionSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', sessionSecret, 'protea-portal', 'admin totp secret v1', 32));
    keys.set(sessionSecret, key);
  }
  return key;
}

/**
 * Encrypts a staff member's TOTP secret (base32) with AES-256-GCM: `v1.iv.tag.ciphertext`, base64url. The staff
 * member's id is authenticated with it, so a secret copied onto another row does not decrypt.
 */
export function sealTotpSecret(sessionSecret: string, adminId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(sessionSecret), iv);
  cipher.setAAD(Buffer.from(adminId));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, ...[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'))].join('.');
}

/** The secret, or null when it cannot be read (SESSION_SECRET changed, or the value was tampered with). */
export function openTotpSecret(sessionSecret: string, adminId: string, sealed: string | null): string | null {
  const [version, iv, tag, ciphertext, ...rest] = (sealed ?? '').split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined || rest.length > 0) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(sessionSecret), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(adminId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
