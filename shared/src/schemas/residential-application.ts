import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import { clientDetailsSchema, consent } from './client-details.js';
import { propertySchema } from './property.js';

/** `POST /residential-applications`: the client and property fields (form type 1). */
export const createResidentialApplicationSchema = clientDetailsSchema.extend(propertySchema.shape).extend({
  consent,
  language: z.enum(LANGUAGES).optional(),
  formtype: z.literal(1).optional(),
  isbusiness: z.literal(false).optional(),
});

/** Update sends the same body or, from Edit Details, a part of it. The cell phone cannot change once confirmed. */
export const updateResidentialApplicationSchema = clientDetailsSchema
  .extend(propertySchema.shape)
  .partial()
  .extend({ formtype: z.literal(1).optional(), isbusiness: z.literal(false).optional() });

export type CreateResidentialApplication = z.output<typeof createResidentialApplicationSchema>;
export type UpdateResidentialApplication = z.output<typeof updateResidentialApplicationSchema>;
