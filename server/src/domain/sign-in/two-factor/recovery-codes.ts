import { createHmac, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@protea/shared/schemas/two-factor';

// No 0/o, 1/l/i: read off a screen or paper and typed again.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const newCode = () => {
  const letters = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
};

/** Ten codes as shown once to the staff member: `abcde-fghij`. */
export const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, newCode);

/** Only a keyed hash is stored, bound to its owner; as typed, the code may have lost its dash or changed case. */
export function hashRecoveryCode(sessionSecret: string, adminId: string, code: string): string {
  const normalized = code.replace(/[\s-]/g, '').toLowerCase();
  return createHmac('sha256', sessionSecret).update(`recovery:${adminId}:${normalized}`).digest('base64url');
}
