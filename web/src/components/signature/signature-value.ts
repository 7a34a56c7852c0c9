import type { SigningBox, SigningDraft } from '@protea/shared/schemas/signing-draft';

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

/** The signature a last step's draft kept. */
export const signatureOfDraft = (draft: SigningDraft | null): SignatureValue | null =>
  draft && { type: draft.signatureType, typed: draft.typed, drawn: draft.drawn };

/** What a last step's draft keeps: the boxes ticked and the signature as it is. */
export const signingDraftOf = (ticked: SigningBox[], value: SignatureValue): SigningDraft => ({
  ticked,
  signatureType: value.type,
  typed: value.typed,
  drawn: value.drawn,
});
