// What a business request is made of, without its schemas: the web shows these on screens that must not wait for
// the validation library (zod loads with the first form check; issue 12). The schemas re-export them.

/** PRODUCT.md 'Business applications': the business types offered. */
export const BUSINESS_TYPES = ['pty-ltd', 'cc', 'sole-proprietor', 'partnership', 'trust', 'npc', 'other'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** Documents of a business application: the representative's ID, CIPC and VAT registration, lease or deed, and one ID per further director or owner (`director-1` ... `director-9`). */
export const BUSINESS_DOCUMENT_TYPES = ['id', 'cipc', 'vat', 'deedlease'] as const;
export const DIRECTOR_DOCUMENT_PATTERN = /^director-[1-9]$/;
export const MAX_FURTHER_DIRECTORS = 9;

export const isBusinessDocumentType = (type: string) =>
  (BUSINESS_DOCUMENT_TYPES as readonly string[]).includes(type) || DIRECTOR_DOCUMENT_PATTERN.test(type);

/** A further director's or owner's ID copy: the first further director's is `director-1`. */
export const directorDocument = (index: number) => `director-${index}` as const;

/**
 * The documents a business must send: the representative's ID, CIPC, lease or deed, the VAT
 * registration only when a VAT number was given (PRODUCT.md 'Business applications'), and an ID
 * copy for every further director or owner named.
 */
export const requiredBusinessDocuments = (vatNumber: string | null | undefined, directorCount = 0): string[] => [
  'id',
  ...Array.from({ length: directorCount }, (_, i) => directorDocument(i + 1)),
  'cipc',
  ...(vatNumber ? ['vat'] : []),
  'deedlease',
];
