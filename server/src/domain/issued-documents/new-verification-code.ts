import { randomBytes } from 'node:crypto';
import { VERIFICATION_CODE_ALPHABET, VERIFICATION_CODE_LENGTH } from '@protea/shared/verification-code';

/** 12 random characters of the 32-letter alphabet: 60 bits, each byte's low five bits (32 divides 256: no bias). */
export function newVerificationCode(): string {
  return Array.from(randomBytes(VERIFICATION_CODE_LENGTH), (byte) => VERIFICATION_CODE_ALPHABET[byte & 31]).join('');
}
