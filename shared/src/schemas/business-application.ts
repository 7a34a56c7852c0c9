import { z } from 'zod';
import { MAX_FURTHER_DIRECTORS } from '../business-constants.js';
import { LANGUAGES } from '../constants.js';
import { businessFields } from './business.js';
import { clientDetailsSchema, consent } from './client-details.js';
import { idOrPassportNumber, optionalText, requiredText } from './fields.js';
import { propertySchema } from './property.js';

export {
  BUSINESS_DOCUMENT_TYPES,
  DIRECTOR_DOCUMENT_PATTERN,
  directorDocument,
  isBusinessDocumentType,
  MAX_FURTHER_DIRECTORS,
  requiredBusinessDocuments,
} from '../business-constants.js';

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

/** `POST /business-applications`: the client and property fields plus the business (form type 4). */
export const createBusinessApplicationSchema = clientDetailsSchema
  .extend(propertySchema.shape)
  .extend(businessApplicationFields)
  .extend({
    consent,
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
