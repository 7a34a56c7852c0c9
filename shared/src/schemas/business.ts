import { z } from 'zod';
import { BUSINESS_TYPES } from '../business-constants.js';
import { requiredText } from './fields.js';
import { text } from './text.js';

export { BUSINESS_TYPES, type BusinessType } from '../business-constants.js';

export const CIPC_NUMBER_PATTERN = /^\d{4}\/\d{6}\/\d{2}$/;
export const VAT_NUMBER_PATTERN = /^4\d{9}$/;

/** The business on any request: its name, CIPC registration number (`YYYY/NNNNNN/NN`), VAT number (optional) and type. */
export const businessFields = {
  businessName: requiredText('validation.businessNameRequired', 150),
  registrationNumber: text('validation.registrationNumberRequired')
    .trim()
    .min(1, 'validation.registrationNumberRequired')
    .refine((v) => CIPC_NUMBER_PATTERN.test(v), 'validation.registrationNumberFormat'),
  vatNumber: text()
    .trim()
    .transform((v) => v.replace(/\s+/g, ''))
    .refine((v) => v === '' || VAT_NUMBER_PATTERN.test(v), 'validation.vatNumberFormat')
    .optional()
    .transform((v) => v || undefined),
  businessType: z.enum(BUSINESS_TYPES, { error: 'validation.businessTypeRequired' }),
};
