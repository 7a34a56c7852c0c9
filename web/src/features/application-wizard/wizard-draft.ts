import { clientDetailsSchema } from '@protea/shared/schemas/residential-application';
import { z } from 'zod';
import { DRAFT_STEPS, type DraftStorage, draftKeyOf, tabStorage, type WizardDraft } from './draft-storage';
import type { WizardKind } from './wizard-kind';
import { type BusinessDetails, businessDetailsSchema, type ClientDetails } from './wizard-schemas';
import type { WizardState } from './wizard-state';

const draftText = z.string().max(300);

/** A draft read back from the tab is checked: it may be old, or changed by hand. */
const draftSchema = z.object({
  step: z.enum(DRAFT_STEPS),
  client: z.partialRecord(clientDetailsSchema.keyof(), draftText),
  business: z
    .object({
      businessName: draftText.optional(),
      registrationNumber: draftText.optional(),
      vatNumber: draftText.optional(),
      businessType: draftText.optional(),
      tradingName: draftText.optional(),
      directors: z
        .array(z.object({ fullName: draftText, idNumber: draftText }))
        .max(20)
        .optional(),
    })
    .strict()
    .optional(),
}) satisfies z.ZodType<WizardDraft>;

export function readDraft(kind: WizardKind, storage: DraftStorage | null = tabStorage()): WizardDraft | null {
  try {
    const parsed = draftSchema.safeParse(JSON.parse(storage?.getItem(draftKeyOf(kind)) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A new wizard opened again from its draft: the property step only when the details were complete. */
export function stateWithDraft(state: WizardState, draft: WizardDraft | null): WizardState {
  if (!draft) return state;
  const isBusiness = state.kind === 'business';
  const client = clientDetailsSchema.safeParse(draft.client);
  const business = isBusiness ? businessDetailsSchema.safeParse(draft.business ?? {}) : null;
  const typedBusiness = isBusiness ? ((draft.business ?? {}) as Partial<BusinessDetails>) : state.business;
  if (draft.step === 'property_info' && client.success && (!business || business.success)) {
    return { ...state, step: 'property_info', client: client.data, business: business?.data ?? state.business };
  }
  return {
    ...state,
    step: 'client_details',
    client: draft.client as Partial<ClientDetails>,
    business: typedBusiness,
  };
}
