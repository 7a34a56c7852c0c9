import { clientDetailsSchema } from '@protea/shared/schemas/residential-application';
import { z } from 'zod';
import type { ClientDetails } from './wizard-schemas';
import type { WizardState } from './wizard-state';

/**
 * What was typed before the application exists, kept for this tab only (sessionStorage, never
 * localStorage: it holds the ID number) so a reload or a look at another page does not lose it.
 * Once the application is created the server keeps the details and the draft is removed.
 */
const KEY = 'protea.residential-wizard.draft';

const DRAFT_STEPS = ['client_details', 'property_info'] as const;
type DraftStep = (typeof DRAFT_STEPS)[number];

const draftSchema = z.object({
  step: z.enum(DRAFT_STEPS),
  client: z.partialRecord(clientDetailsSchema.keyof(), z.string().max(300)),
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

/** The typed text of the client form; the consent box is not kept, it is ticked again. */
export function draftClientOf(values: Record<string, unknown>): WizardDraft['client'] {
  const client: WizardDraft['client'] = {};
  for (const field of clientDetailsSchema.keyof().options) {
    const value = values[field];
    if (typeof value === 'string' && value !== '') client[field] = value;
  }
  return client;
}

export function readDraft(storage: DraftStorage | null = tabStorage()): WizardDraft | null {
  try {
    const parsed = draftSchema.safeParse(JSON.parse(storage?.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeDraft(step: DraftStep, client: Record<string, unknown>, storage = tabStorage()) {
  try {
    storage?.setItem(KEY, JSON.stringify({ step, client: draftClientOf(client) } satisfies WizardDraft));
  } catch {
    // Storage full or switched off: the form still works, it is only not kept across a reload.
  }
}

export function clearDraft(storage = tabStorage()) {
  try {
    storage?.removeItem(KEY);
  } catch {
    // As above.
  }
}

export const isDraftStep = (step: WizardState['step']): step is DraftStep =>
  (DRAFT_STEPS as readonly string[]).includes(step);

/** A new wizard opened again from its draft: the property step only when the details were complete. */
export function stateWithDraft(state: WizardState, draft: WizardDraft | null): WizardState {
  if (!draft) return state;
  const complete = clientDetailsSchema.safeParse(draft.client);
  if (draft.step === 'property_info' && complete.success) {
    return { ...state, step: 'property_info', client: complete.data };
  }
  return { ...state, step: 'client_details', client: draft.client as Partial<ClientDetails> };
}
