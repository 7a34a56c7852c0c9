import { clientDetailsSchema } from '@protea/shared/schemas/residential-application';
import { z } from 'zod';
import type { WizardKind } from './wizard-kind';
import { type BusinessDetails, businessDetailsSchema, type ClientDetails } from './wizard-schemas';
import type { WizardState } from './wizard-state';

/**
 * What was typed before the application exists, kept for this tab only (sessionStorage, never
 * localStorage: it holds ID numbers) so a reload or a look at another page does not lose it. A
 * household's and a business's drafts are kept apart. Once the application is created the server
 * keeps the details and the draft is removed.
 */
const keyOf = (kind: WizardKind) => `protea.${kind}-wizard.draft`;

const DRAFT_STEPS = ['client_details', 'property_info'] as const;
type DraftStep = (typeof DRAFT_STEPS)[number];

const BUSINESS_TEXT_FIELDS = [
  'businessName',
  'registrationNumber',
  'vatNumber',
  'businessType',
  'tradingName',
] as const;
const draftText = z.string().max(300);

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
});

export type WizardDraft = z.infer<typeof draftSchema>;
type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const tabStorage = (): DraftStorage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

const typedText = (value: unknown) => (typeof value === 'string' ? value : '');

/** The typed text of the client form; the consent box is not kept, it is ticked again. */
export function draftClientOf(values: Record<string, unknown>): WizardDraft['client'] {
  const client: WizardDraft['client'] = {};
  for (const field of clientDetailsSchema.keyof().options) {
    const value = typedText(values[field]);
    if (value !== '') client[field] = value;
  }
  return client;
}

/** The typed business fields and further directors of a business's form. */
export function draftBusinessOf(values: Record<string, unknown>): NonNullable<WizardDraft['business']> {
  const business: NonNullable<WizardDraft['business']> = {};
  for (const field of BUSINESS_TEXT_FIELDS) {
    const value = typedText(values[field]);
    if (value !== '') business[field] = value;
  }
  if (Array.isArray(values.directors) && values.directors.length > 0) {
    business.directors = values.directors.map((director: Record<string, unknown>) => ({
      fullName: typedText(director?.fullName),
      idNumber: typedText(director?.idNumber),
    }));
  }
  return business;
}

export function readDraft(kind: WizardKind, storage: DraftStorage | null = tabStorage()): WizardDraft | null {
  try {
    const parsed = draftSchema.safeParse(JSON.parse(storage?.getItem(keyOf(kind)) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps the form's typed values (client fields, and a business's fields and directors). */
export function writeDraft(kind: WizardKind, step: DraftStep, values: Record<string, unknown>, storage = tabStorage()) {
  const draft: WizardDraft = {
    step,
    client: draftClientOf(values),
    ...(kind === 'business' && { business: draftBusinessOf(values) }),
  };
  try {
    storage?.setItem(keyOf(kind), JSON.stringify(draft));
  } catch {
    // Storage full or switched off: the form still works, it is only not kept across a reload.
  }
}

export function clearDraft(kind: WizardKind, storage = tabStorage()) {
  try {
    storage?.removeItem(keyOf(kind));
  } catch {
    // As above.
  }
}

export const isDraftStep = (step: WizardState['step']): step is DraftStep =>
  (DRAFT_STEPS as readonly string[]).includes(step);

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
