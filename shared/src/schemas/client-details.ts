import { z } from 'zod';
import { TITLES } from '../constants.js';
import { idOrPassportNumber, mobile, optionalEmail, personNameFields } from './fields.js';
import { referenceFields } from './references.js';

/** The applicant of every application kind: who they are, how to reach them, and their reference. */
export const clientDetailsSchema = z.object({
  title: z.enum(TITLES, { error: 'validation.titleRequired' }),
  ...personNameFields,
  idNumber: idOrPassportNumber(),
  cellPhone: mobile('validation.cellPhoneMin'),
  email: optionalEmail('validation.emailInvalid'),
  ...referenceFields,
});

/** POPIA consent, given on the wizard's first screen before any details are sent. */
export const consent = z.literal(true, { error: 'validation.consentRequired' });
