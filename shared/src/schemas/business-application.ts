import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import { businessFields } from './business.js';
import { idOrPassportNumber, optionalText, requiredText } from './fields.js';
import { clientDetailsSchema, propertySchema } from './residential-application.js';

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

/** A further director or owner: full name and an SA ID number (checked) or a passport number. */
export const directorSchema = z.object({
  fullName: requiredText('validation.directorNameRequired', 150),
  idNumber: idOrPassportNumber(),
});
export type Director = z.output<typeof directorSchema>;

const businessApplicationFields = {
  ...businessFields,
  tradingName: optionalText(150),
  /** Further directors or owners, besides the representative (none for a sole proprietor). */
  directors: z
    .array(directorSchema, { error: 'validation.directorsInvalid' })
    .max(MAX_FURTHER_DIRECTORS, 'validation.tooManyDirectors')
    .refine((list) => new Set(list.map((d) => d.idNumber)).size === list.length, 'validation.directorRepeated')
    .optional(),
};

/** `POST /business-applications`: the residential client and property fields plus the business (form type 4). */
export const createBusinessApplicationSchema = clientDetailsSchema
  .extend(propertySchema.shape)
  .extend(businessApplicationFields)
  .extend({
    consent: z.literal(true, { error: 'validation.consentRequired' }),
    language: z.enum(LANGUAGES).optional(),
    formtype: z.literal(4).optional(),
    isbusiness: z.literal(true).optional(),
  });

/** Update sends the same body or, from Edit Details, a part of it. */
export const updateBusinessApplicationSchema = clientDetailsSchema
  .extend(propertySchema.shape)
  .extend(businessApplicationFields)
  .partial()
  .extend({ formtype: z.literal(4).optional(), isbusiness: z.literal(true).optional() });

export type CreateBusinessApplication = z.output<typeof createBusinessApplicationSchema>;
export type UpdateBusinessApplication = z.output<typeof updateBusinessApplicationSchema>;

/** What the application record adds for a business, stored in `applications.business`. */
export interface BusinessDetails {
  businessName?: string;
  registrationNumber?: string;
  vatNumber?: string | null;
  businessType?: string;
  tradingName?: string | null;
  directors?: Director[];
}

/** The business fields a create or update body carries, or undefined when it carries none. */
export function businessDetailsOf(input: object): BusinessDetails | undefined {
  const values = input as Record<string, unknown>;
  const keys = ['businessName', 'registrationNumber', 'vatNumber', 'businessType', 'tradingName', 'directors'] as const;
  if (!keys.some((key) => values[key] !== undefined)) return undefined;
  const present = keys.filter((key) => key in values);
  return Object.fromEntries(present.map((key) => [key, values[key] ?? null])) as BusinessDetails;
}
