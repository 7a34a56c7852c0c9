import type { AdminApplicationDetail, AdminDocument } from '@protea/shared/schemas/admin-application-detail';

export type DocumentSlot = 'id' | 'deedlease' | 'cipc' | 'vat' | 'manual' | 'bank' | 'meter';

export const slotsFor = (isBusiness: boolean): DocumentSlot[] =>
  isBusiness ? ['id', 'deedlease', 'cipc', 'vat', 'manual'] : ['id', 'deedlease', 'manual'];

/**
 * Documents accept these; the office's scanned manual application or termination is PDF only (spec 2
 * section 9, spec 3 section 5) and the meter photo is a photo.
 */
export const UPLOAD_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export const MANUAL_EXTENSIONS = ['pdf'] as const;
export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const acceptedExtensions = (slot: DocumentSlot): readonly string[] =>
  slot === 'manual' ? MANUAL_EXTENSIONS : slot === 'meter' ? PHOTO_EXTENSIONS : UPLOAD_EXTENSIONS;

/** Which of a kind's texts (hint, wrong type, failed upload) speak of this slot's files. */
export const fileRuleOf = (slot: DocumentSlot) => (slot === 'manual' ? 'manual' : slot === 'meter' ? 'image' : 'any');

/** The manual application is the office's own scan, so it is filed rather than approved. */
export const isReviewable = (slot: DocumentSlot) => slot !== 'manual';

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'];

/** The viewer's title by type under a kind's prefix (spec 2 section 3): deed, deedlease and lease share one. */
export function viewerTitleKey(prefix: string, type: string) {
  const name = type.toLowerCase();
  return `${prefix}.${['deed', 'lease'].includes(name) ? 'deedlease' : name}`;
}

export const findDocument = (application: AdminApplicationDetail, slot: DocumentSlot): AdminDocument | undefined =>
  application.documents.find((document) => document.type === slot);

/** VAT registration is needed only when the business gave a VAT number. */
export function isVatRequired(business: Record<string, unknown> | null) {
  const vat = business?.vatNumber ?? business?.VATNr;
  return typeof vat === 'string' ? vat.trim() !== '' : typeof vat === 'number';
}
