import { describe, expect, test } from 'vitest';
import { openTotpSecret, sealTotpSecret } from './totp-secret-box.js';

const SECRET = 'a-session-secret-of-at-least-32-characters';
const ADMIN = '6f1c1c3e-8a55-4b1e-9a53-0d2f5d3c2b10';
const TOTP = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('the TOTP secret box', () => {
  test('seals a secret that only the same SESSION_SECRET and staff member open', () => {
    const sealed = sealTotpSecret(SECRET, ADMIN, TOTP);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(TOTP);
    expect(openTotpSecret(SECRET, ADMIN, sealed)).toBe(TOTP);
    expect(openTotpSecret(`${SECRET}-changed`, ADMIN, sealed)).toBeNull();
    expect(openTotpSecret(SECRET, '00000000-0000-4000-8000-000000000000', sealed)).toBeNull();
  });

  test('a fresh IV each time; tampered or malformed values open to null', () => {
    const sealed = sealTotpSecret(SECRET, ADMIN, TOTP);
    expect(sealTotpSecret(SECRET, ADMIN, TOTP)).not.toBe(sealed);
    const [version, iv, tag, ciphertext] = sealed.split('.');
    const flipped = `${ciphertext!.slice(0, -2)}${ciphertext!.endsWith('A') ? 'B' : 'A'}${ciphertext!.slice(-1)}`;
    for (const bad of [`${version}.${iv}.${tag}.${flipped}`, 'v2.a.b.c', '', 'v1..', null, `${sealed}.extra`]) {
      expect(openTotpSecret(SECRET, ADMIN, bad)).toBeNull();
    }
  });
});
