import {
  clientDetailsSchema,
  createResidentialApplicationSchema,
  postalSchema,
  propertySchema,
} from '@protea/shared/schemas/residential-application';
import type { z } from 'zod';

// The wizard's forms are the shared API schemas put together, so the browser checks exactly what the server checks.

/** The first screen also carries the POPIA consent, until an application exists. */
export const clientDetailsWithConsentSchema = clientDetailsSchema.extend({
  consent: createResidentialApplicationSchema.shape.consent,
});

/** The postal address is optional for the API on create, but complete-documents needs it, so it is asked here. */
export const propertyFormSchema = propertySchema.extend(postalSchema.shape);

/** What Edit Details may change; the cell phone is shown but never sent. */
export const editDetailsSchema = clientDetailsSchema.pick({ firstName: true, surname: true, email: true }).extend(
  propertySchema.pick({
    complexName: true,
    streetAddress: true,
    unitNumber: true,
    suburb: true,
    province: true,
    occupationDate: true,
    leaseDate: true,
  }).shape,
);

export type ClientDetailsForm = z.input<typeof clientDetailsWithConsentSchema>;
export type ClientDetails = z.output<typeof clientDetailsSchema>;
export type PropertyForm = z.input<typeof propertyFormSchema>;
export type PropertyDetails = z.output<typeof propertyFormSchema>;
export type EditDetailsForm = z.input<typeof editDetailsSchema>;
export type EditDetails = z.output<typeof editDetailsSchema>;
