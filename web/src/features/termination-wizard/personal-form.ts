import {
  businessTerminationPersonalSchema,
  type TerminationPersonalDetails,
  type TerminationWizardKind,
  terminationDraftSchema,
  terminationPersonalSchema,
} from '@protea/shared/schemas/termination';
import type { z } from 'zod';

const consent = { consent: terminationDraftSchema.shape.consent.unwrap() };
const residentialForm = terminationPersonalSchema.extend(consent);
const businessForm = businessTerminationPersonalSchema.extend(consent);

/**
 * The first step's form: the kind's shared schema, plus the POPIA consent until a draft exists. Typed as the
 * business form, whose fields are a superset: a residential form simply never shows the business ones.
 */
export const personalFormSchema = (kind: TerminationWizardKind) =>
  (kind === 'business' ? businessForm : residentialForm) as typeof businessForm;

export type PersonalForm = z.input<typeof businessForm>;
export type PersonalDetails = Partial<TerminationPersonalDetails>;
