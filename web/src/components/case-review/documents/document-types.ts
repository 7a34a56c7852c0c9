import type { AdminApplicationDetail } from '@protea/shared/schemas/admin-application-detail';
import type { AdminDocument } from '@protea/shared/schemas/case-detail';

/** A further director's or owner's ID on a business application: `director-1` ... `director-9`. */
export type DirectorSlot = `director-${number}`;
export type DocumentSlot = 'id' | 'deedlease' | 'cipc' | 'vat' | 'manual' | 'bank' | 'meter' | DirectorSlot;

const DIRECTOR_SLOT = /^director-(\d)$/;
const isDirectorSlot = (type: string): type is DirectorSlot => DIRECTOR_SLOT.test(type);

/** A business's slots, then the further directors' IDs it sent (each reviewed on its own). */
export const slotsFor = (isBusiness: boolean, documents: readonly AdminDocument[] = []): DocumentSlot[] =>
  isBusiness
    ? [
        'id',
        'deedlease',
        'cipc',
        'vat',
        'manual',
        ...documents
          .map((d) => d.type)
          .filter(isDirectorSlot)
          .sort(),
      ]
    : ['id', 'deedlease', 'manual'];

/** The key and values of a slot's title under a kind's prefix; a director's ID says which director. */
export function slotTitle(prefix: string, slot: DocumentSlot): [string, Record<string, number>?] {
  const director = DIRECTOR_SLOT.exec(slot);
  return director ? [`${prefix}.director`, { number: Number(director[1]) + 1 }] : [`${prefix}.${slot}`];
}

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
  const name = isDirectorSlot(type) ? 'director' : type.toLowerCase();
  return `${prefix}.${['deed', 'lease'].includes(name) ? 'deedlease' : name}`;
}

export const findDocument = (application: AdminApplicationDetail, slot: DocumentSlot): AdminDocument | undefined =>
  application.documents.find((document) => document.type === slot);

/** VAT registration is needed only when the business gave a VAT number. */
export function isVatRequired(business: Record<string, unknown> | null) {
  const vat = business?.vatNumber ?? business?.VATNr;
  return typeof vat === 'string' ? vat.trim() !== '' : typeof vat === 'number';
}
