/** The person who signs a request: the first name(s) and surname the request gives (a business's representative). */
export interface Signer {
  firstName?: string | null;
  surname?: string | null;
}

/** The name a typed signature must be: the signer's first name(s) and surname. */
export const signerFullName = (signer: Signer) =>
  [signer.firstName, signer.surname]
    .map((part) => part?.trim().replace(/\s+/g, ' ') ?? '')
    .filter(Boolean)
    .join(' ');

/** A name as two people would write it alike: case, accents and spaces do not count. */
const comparable = (name: string) => name.normalize('NFKD').replace(/\p{M}/gu, '').replace(/\s+/g, '').toLowerCase();

/** Is the typed name the signer's full name? A request that names nobody yet has no name to sign. */
export function isSignersName(typed: string, signer: Signer): boolean {
  const full = signerFullName(signer);
  return full !== '' && comparable(typed) === comparable(full);
}

/**
 * The field error of a signature, or null: a typed signature must be the signer's full name (an initial or somebody
 * else's name signs nothing); a drawn one is not read.
 */
export function typedSignatureIssue(
  signature: { signatureType: 'typed' | 'drawn'; signatureData: string },
  signer: Signer,
): string | null {
  if (signature.signatureType !== 'typed' || signature.signatureData.trim() === '') return null;
  return isSignersName(signature.signatureData, signer) ? null : 'validation.signatureNotSignersName';
}
