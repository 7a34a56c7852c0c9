/**
 * A printed document's verification code: 12 characters of Crockford's base32 (digits and capitals without I, L, O
 * and U), 60 random bits, shown in groups of four (`K7QM-2XPA-9HWD`). Typed back with or without dashes or spaces,
 * in any case, with O read as 0 and I or L as 1.
 */
export const VERIFICATION_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const VERIFICATION_CODE_LENGTH = 12;

const CANONICAL = new RegExp(`^[${VERIFICATION_CODE_ALPHABET}]{${VERIFICATION_CODE_LENGTH}}$`);
/** Longer than any code however it is typed: nothing longer is looked at. */
const MAX_TYPED_LENGTH = 40;

/** The code as stored (`K7QM2XPA9HWD`), or null when the text cannot be one. */
export function normalizeVerificationCode(typed: string): string | null {
  if (typed.length > MAX_TYPED_LENGTH) return null;
  const code = typed
    .toUpperCase()
    .replace(/[\s\-\u2010-\u2015]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return CANONICAL.test(code) ? code : null;
}

/** `K7QM2XPA9HWD` as printed: `K7QM-2XPA-9HWD`. */
export function formatVerificationCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}
