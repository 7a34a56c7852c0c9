import type { ApplicationDraftContent } from '@protea/shared/draft-constants';
import { clientDetailsSchema } from '@protea/shared/schemas/client-details';
import { applicationDraftContentSchema } from '@protea/shared/schemas/first-screen-draft';
import { type BusinessDetails, businessDetailsSchema, type ClientDetails } from './wizard-schemas';
import type { WizardState } from './wizard-state';

/** A draft the server answered is checked again: it may have been saved by an older version of the wizard. */
export function readDraft(answer: unknown): ApplicationDraftContent | null {
  const parsed = applicationDraftContentSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
}

/** A new wizard opened again from its draft: the property step only when the details were complete. */
export function stateWithDraft(state: WizardState, draft: ApplicationDraftContent | null): WizardState {
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
