import { BUSINESS_TEXT_KEYS, CLIENT_DETAIL_KEYS } from './wizard-fields';
import type { WizardKind } from './wizard-kind';
import type { WizardState } from './wizard-state';

/**
 * What was typed before the application exists, kept for this tab only (sessionStorage, never
 * localStorage: it holds ID numbers) so a reload or a look at another page does not lose it. A
 * household's and a business's drafts are kept apart. Once the application is created the server
 * keeps the details and the draft is removed. Reading one back checks it (wizard-draft.ts); writing needs no
 * validation library, so the first screen shows without it.
 */
export const draftKeyOf = (kind: WizardKind) => `protea.${kind}-wizard.draft`;

export const DRAFT_STEPS = ['client_details', 'property_info'] as const;
export type DraftStep = (typeof DRAFT_STEPS)[number];

type ClientKey = (typeof CLIENT_DETAIL_KEYS)[number];
type BusinessTextKey = (typeof BUSINESS_TEXT_KEYS)[number];

export interface WizardDraft {
  step: DraftStep;
  client: Partial<Record<ClientKey, string>>;
  business?: Partial<Record<BusinessTextKey, string>> & { directors?: Array<{ fullName: string; idNumber: string }> };
}

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const tabStorage = (): DraftStorage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

const typedText = (value: unknown) => (typeof value === 'string' ? value : '');

/** The typed text of the client form; the consent box is not kept, it is ticked again. */
function draftClientOf(values: Record<string, unknown>): WizardDraft['client'] {
  const client: WizardDraft['client'] = {};
  for (const field of CLIENT_DETAIL_KEYS) {
    const value = typedText(values[field]);
    if (value !== '') client[field] = value;
  }
  return client;
}

/** The typed business fields and further directors of a business's form. */
function draftBusinessOf(values: Record<string, unknown>): NonNullable<WizardDraft['business']> {
  const business: NonNullable<WizardDraft['business']> = {};
  for (const field of BUSINESS_TEXT_KEYS) {
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

/** Whether this tab keeps a draft of this kind at all (read and checked by wizard-draft.ts). */
export function hasDraft(kind: WizardKind, storage: DraftStorage | null = tabStorage()): boolean {
  try {
    return Boolean(storage?.getItem(draftKeyOf(kind)));
  } catch {
    return false;
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
    storage?.setItem(draftKeyOf(kind), JSON.stringify(draft));
  } catch {
    // Storage full or switched off: the form still works, it is only not kept across a reload.
  }
}

export function clearDraft(kind: WizardKind, storage = tabStorage()) {
  try {
    storage?.removeItem(draftKeyOf(kind));
  } catch {
    // As above.
  }
}

export const isDraftStep = (step: WizardState['step']): step is DraftStep =>
  (DRAFT_STEPS as readonly string[]).includes(step);
