import { createBusinessApplicationSchema } from '@protea/shared/schemas/business-application';
import { clientDetailsSchema, consent } from '@protea/shared/schemas/client-details';
import { postalSchema, propertySchema } from '@protea/shared/schemas/property';
import type { z } from 'zod';

// The wizard's forms are the shared API schemas put together, so the browser checks exactly what the server checks.

/** The first screen also carries the POPIA consent, until an application exists. */
export const clientDetailsWithConsentSchema = clientDetailsSchema.extend({ consent });
export type ClientDetailsForm = z.input<typeof clientDetailsWithConsentSchema>;
export type ClientDetails = z.output<typeof clientDetailsSchema>;

/** The business a business application adds, asked first on the client details step. */
export const businessDetailsSchema = createBusinessApplicationSchema.pick({
  businessName: true,
  registrationNumber: true,
  vatNumber: true,
  businessType: true,
  tradingName: true,
  directors: true,
});
export type BusinessDetails = z.output<typeof businessDetailsSchema>;

/** A business's first screen: the business, then its representative (the client fields), and the consent. */
export const businessClientWithConsentSchema = clientDetailsWithConsentSchema.extend(businessDetailsSchema.shape);
export type BusinessClientForm = z.input<typeof businessClientWithConsentSchema>;
export type BusinessClient = z.output<typeof businessClientWithConsentSchema>;

/** The postal address is optional for the API on create, but complete-documents needs it, so it is asked here. */
export const propertyFormSchema = propertySchema.extend(postalSchema.shape);
export type PropertyForm = z.input<typeof propertyFormSchema>;
export type PropertyDetails = z.output<typeof propertyFormSchema>;

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
export type EditDetailsForm = z.input<typeof editDetailsSchema>;

/** Edit Details of a business application also corrects the business. */
export const editBusinessDetailsSchema = editDetailsSchema.extend(businessDetailsSchema.shape);
export type EditBusinessDetailsForm = z.input<typeof editBusinessDetailsSchema>;
export type EditBusinessDetails = z.output<typeof editBusinessDetailsSchema>;
