import { z } from 'zod';
import { LANGUAGES, MAX_DB_INTEGER, POSTAL_ADDRESS_MAX, PROVINCE_NAMES, TITLES } from '../constants.js';
import {
  codeSchema,
  drawnSignatureData,
  idOrPassportNumber,
  isoDate,
  mobile,
  optionalEmail,
  personNameFields,
  requiredText,
  typedSignatureData,
} from './fields.js';
import { text } from './text.js';

export const clientDetailsSchema = z.object({
  title: z.enum(TITLES, { error: 'validation.titleRequired' }),
  ...personNameFields,
  idNumber: idOrPassportNumber(),
  cellPhone: mobile('validation.cellPhoneMin'),
  email: optionalEmail('validation.emailInvalid'),
  refName: requiredText('validation.refNameRequired'),
  refRelation: text().trim().max(100, 'validation.tooLong').optional(),
  refAddress: text().trim().max(200, 'validation.tooLong').optional(),
  refCellNo: mobile('validation.refCellPhoneMin'),
});

export const postalSchema = z.object({
  postalAddress: text('validation.postalAddressRequired')
    .trim()
    .min(1, 'validation.postalAddressRequired')
    .max(POSTAL_ADDRESS_MAX, 'validation.postalAddressTooLong'),
  postalCode: text('validation.postalCodeInvalid')
    .trim()
    .regex(/^\d{4}$/, 'validation.postalCodeInvalid'),
});

export const propertySchema = z.object({
  complexName: requiredText('validation.complexNameRequired', 120),
  streetAddress: requiredText('validation.streetAddressRequired', 200),
  unitNumber: requiredText('validation.unitNumberRequired', 20),
  suburb: requiredText('validation.suburbRequired'),
  province: z.enum(PROVINCE_NAMES, { error: 'validation.provinceRequired' }),
  occupationDate: isoDate('validation.occupationDateRequired'),
  leaseDate: isoDate('validation.leaseDateRequired'),
  isOwner: z.boolean({ error: 'validation.ownerOrTenant' }),
  /** Set when the unit was picked from the premises register rather than typed. */
  premiseId: z.number().int().positive().max(MAX_DB_INTEGER).optional(),
  postalAddress: postalSchema.shape.postalAddress.optional().or(z.literal('')),
  postalCode: postalSchema.shape.postalCode.optional().or(z.literal('')),
});

export const createResidentialApplicationSchema = clientDetailsSchema.extend(propertySchema.shape).extend({
  /** POPIA consent, given on the wizard's first screen before any details are sent. */
  consent: z.literal(true, { error: 'validation.consentRequired' }),
  language: z.enum(LANGUAGES).optional(),
  formtype: z.literal(1).optional(),
  isbusiness: z.literal(false).optional(),
});

/** Update sends the same body or, from Edit Details, a part of it. The cell phone cannot change once confirmed. */
export const updateResidentialApplicationSchema = clientDetailsSchema
  .extend(propertySchema.shape)
  .partial()
  .extend({ formtype: z.literal(1).optional(), isbusiness: z.literal(false).optional() });

export const stepSchema = z.object({ stepNumber: z.number({ error: 'validation.invalid' }).int().min(8).max(13) });

export const sendVerificationSchema = z
  .object({
    phoneNumber: text().trim().max(30).optional(),
    applicationId: text().trim().max(20).optional(),
    appNumber: text().trim().max(20).optional(),
    /** A termination: `TEMP` (the session's draft) or, to resume, an account number. */
    terminationId: text().trim().max(30).optional(),
  })
  .refine((v) => v.applicationId || v.appNumber || v.terminationId, {
    message: 'validation.referenceRequired',
    path: ['appNumber'],
  });

export const confirmCellSchema = codeSchema;

export { SIGNATURE_MAX_DATA_URL_LENGTH } from './fields.js';

export const saveSignatureSchema = z.discriminatedUnion('signatureType', [
  z.object({
    applicationNumber: text().trim().min(1).max(20),
    signatureType: z.literal('typed'),
    signatureData: typedSignatureData(),
    acceptedTerms: z.literal(true, { error: 'validation.termsRequired' }),
  }),
  z.object({
    applicationNumber: text().trim().min(1).max(20),
    signatureType: z.literal('drawn'),
    signatureData: drawnSignatureData(),
    acceptedTerms: z.literal(true, { error: 'validation.termsRequired' }),
  }),
]);

/** `POST /sms/send` sends only the system's own templates, to the number on the caller's application. */
export const sendSmsSchema = z.object({
  phoneNumber: text().trim().max(30).optional(),
  message: z.enum(['submission-confirmation'], { error: 'validation.smsTemplateUnknown' }),
});

export type CreateResidentialApplication = z.output<typeof createResidentialApplicationSchema>;
export type UpdateResidentialApplication = z.output<typeof updateResidentialApplicationSchema>;
export type SaveSignatureInput = z.input<typeof saveSignatureSchema>;
