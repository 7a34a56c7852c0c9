import { z } from 'zod';
import { MAX_DB_INTEGER, POSTAL_ADDRESS_MAX, PROVINCE_NAMES } from '../constants.js';
import { isoDate, requiredText } from './fields.js';
import { text } from './text.js';

export const postalSchema = z.object({
  postalAddress: text('validation.postalAddressRequired')
    .trim()
    .min(1, 'validation.postalAddressRequired')
    .max(POSTAL_ADDRESS_MAX, 'validation.postalAddressTooLong'),
  postalCode: text('validation.postalCodeInvalid')
    .trim()
    .regex(/^\d{4}$/, 'validation.postalCodeInvalid'),
});

/** The unit an application of any kind is for, and where its post goes. */
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
