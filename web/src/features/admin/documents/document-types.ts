import type { AdminApplicationDetail, AdminDocument } from '@protea/shared/schemas/admin-application-detail';

export type DocumentSlot = 'id' | 'deedlease' | 'cipc' | 'vat' | 'manual';

export const slotsFor = (isBusiness: boolean): DocumentSlot[] =>
  isBusiness ? ['id', 'deedlease', 'cipc', 'vat', 'manual'] : ['id', 'deedlease', 'manual'];

/** Application documents accept these; the scanned manual application is PDF only (spec 2 section 9). */
export const UPLOAD_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export const MANUAL_EXTENSIONS = ['pdf'] as const;
export const acceptedExtensions = (slot: DocumentSlot): readonly string[] =>
  slot === 'manual' ? MANUAL_EXTENSIONS : UPLOAD_EXTENSIONS;

/** The manual application is the office's own scan, so it is filed rather than approved. */
export const isReviewable = (slot: DocumentSlot) => slot !== 'manual';

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'];

/** Viewer titles by type (spec 2 section 3); deed, deedlease and lease share one. */
export function viewerTitleKey(type: string) {
  switch (type.toLowerCase()) {
    case 'cipc':
      return 'admin.documents.viewerTitles.cipc';
    case 'vat':
      return 'admin.documents.viewerTitles.vat';
    case 'deed':
    case 'deedlease':
    case 'lease':
      return 'admin.documents.viewerTitles.deedlease';
    case 'id':
      return 'admin.documents.viewerTitles.id';
    default:
      return 'admin.documents.viewerTitles.other';
  }
}

export const findDocument = (application: AdminApplicationDetail, slot: DocumentSlot): AdminDocument | undefined =>
  application.documents.find((document) => document.type === slot);

/** VAT registration is needed only when the business gave a VAT number. */
export function isVatRequired(business: Record<string, unknown> | null) {
  const vat = business?.vatNumber ?? business?.VATNr;
  return typeof vat === 'string' ? vat.trim() !== '' : typeof vat === 'number';
}
