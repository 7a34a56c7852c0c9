export type SignatureType = 'typed' | 'drawn';

export interface SignatureValue {
  type: SignatureType;
  typed: string;
  /** The drawing as a JPEG data URL; null until drawn, and again after Clear. */
  drawn: string | null;
}

export const EMPTY_SIGNATURE: SignatureValue = { type: 'typed', typed: '', drawn: null };

/** What is sent: the typed name, or the drawing; empty when there is no signature yet. */
export const signatureData = (value: SignatureValue) =>
  value.type === 'typed' ? value.typed.trim() : (value.drawn ?? '');
