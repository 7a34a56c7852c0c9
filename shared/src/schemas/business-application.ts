import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import { businessFields } from './business.js';
import { optionalText } from './fields.js';
import { clientDetailsSchema, propertySchema } from './residential-application.js';

/** Documents of a business application: the representative's ID, CIPC and VAT registration, lease or deed, and one ID per further director or owner (`director-1` ... `director-9`). */
export const BUSINESS_DOCUMENT_TYPES = ['id', 'cipc', 'vat', 'deedlease'] as const;
export const DIRECTOR_DOCUMENT_PATTERN = /^director-[1-9]$/;
export const MAX_FURTHER_DIRECTORS = 9;

export const isBusinessDocumentType = (type: string) =>
  (BUSINESS_DOCUMENT_TYPES as readonly string[]).includes(type) || DIRECTOR_DOCUMENT_PATTERN.test(type);

/** The VAT registration is required only when a VAT number was given (PRODUCT.md 'Business applications'). */
export const requiredBusinessDocuments = (vatNumber: string | null | undefined) =>
  vatNumber ? (['id', 'cipc', 'vat', 'deedlease'] as const) : (['id', 'cipc', 'deedlease'] as const);

const businessApplicationFields = {
  ...businessFields,
  tradingName: optionalText(150),
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
}

/** The business fields a create or update body carries, or undefined when it carries none. */
export function businessDetailsOf(input: object): BusinessDetails | undefined {
  const values = input as Record<string, unknown>;
  const keys = ['businessName', 'registrationNumber', 'vatNumber', 'businessType', 'tradingName'] as const;
  if (!keys.some((key) => values[key] !== undefined)) return undefined;
  const present = keys.filter((key) => key in values);
  return Object.fromEntries(present.map((key) => [key, values[key] ?? null])) as BusinessDetails;
}
