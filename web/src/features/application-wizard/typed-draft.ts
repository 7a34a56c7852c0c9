import {
  APPLICATION_DRAFT_STEPS,
  type ApplicationDraft,
  type ApplicationDraftContent,
  type ApplicationDraftStep,
} from '@protea/shared/draft-constants';
import { BUSINESS_TEXT_KEYS, CLIENT_DETAIL_KEYS } from './wizard-fields';
import type { WizardKind } from './wizard-kind';
import type { WizardState } from './wizard-state';

/**
 * What was typed before the application exists, kept by the server for this browser (ADR 032) so a reload, a look at
 * another page or another visit does not lose it. A household's and a business's drafts are kept apart. Once the
 * application is created the server keeps the details and drops the draft. Reading one back checks it
 * (wizard-draft.ts); writing needs no validation library, so the first screen shows without it.
 */
export type DraftStep = ApplicationDraftStep;

const typedText = (value: unknown) => (typeof value === 'string' ? value : '');

/** The typed text of the client form; the consent box is not kept, it is ticked again. */
function draftClientOf(values: Record<string, unknown>): ApplicationDraftContent['client'] {
  const client: ApplicationDraftContent['client'] = {};
  for (const field of CLIENT_DETAIL_KEYS) {
    const value = typedText(values[field]);
    if (value !== '') client[field] = value;
  }
  return client;
}

/** The typed business fields and further directors of a business's form. */
function draftBusinessOf(values: Record<string, unknown>): NonNullable<ApplicationDraftContent['business']> {
  const business: NonNullable<ApplicationDraftContent['business']> = {};
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

/** The draft of the form's typed values (client fields, and a business's fields and directors). */
export const draftOf = (kind: WizardKind, step: DraftStep, values: Record<string, unknown>): ApplicationDraft => ({
  kind,
  step,
  client: draftClientOf(values),
  ...(kind === 'business' && { business: draftBusinessOf(values) }),
});

export const isDraftStep = (step: WizardState['step']): step is DraftStep =>
  (APPLICATION_DRAFT_STEPS as readonly string[]).includes(step);
