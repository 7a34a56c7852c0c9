import { z } from 'zod';
import { APPLICATION_KINDS, CASE_KINDS, TERMINATION_KINDS } from '../case-kinds.js';
import {
  APPLICATION_DRAFT_STEPS,
  APPLICATION_WIZARD_KINDS,
  type ApplicationDraft,
  type ApplicationDraftContent,
  DRAFT_BUSINESS_TEXT_KEYS,
  DRAFT_CLIENT_KEYS,
  DRAFT_TERMINATION_KEYS,
  type FirstScreenDraft,
  type TerminationDraftContent,
} from '../draft-constants.js';
import { text } from './text.js';

/** A draft holds what was typed, not yet checked: any text, but bounded. */
const draftText = text().max(300, 'validation.tooLong');

/** At most this many further directors are kept while typing (the application itself allows fewer). */
const DRAFT_MAX_DIRECTORS = 20;

const draftBusinessSchema = z
  .object({
    ...Object.fromEntries(DRAFT_BUSINESS_TEXT_KEYS.map((key) => [key, draftText.optional()])),
    directors: z
      .array(z.object({ fullName: draftText, idNumber: draftText }).strict())
      .max(DRAFT_MAX_DIRECTORS, 'validation.tooLong')
      .optional(),
  })
  .strict();

/** What a draft keeps of a wizard: checked when saved, and again when read back (it may be old). */
export const applicationDraftContentSchema = z
  .object({
    step: z.enum(APPLICATION_DRAFT_STEPS, { error: 'validation.invalid' }),
    client: z.partialRecord(z.enum(DRAFT_CLIENT_KEYS), draftText),
    business: draftBusinessSchema.optional(),
  })
  .strict() satisfies z.ZodType<ApplicationDraftContent>;

/** `PUT /applications/draft`: the draft of one kind (docs/api/applications.md). */
export const applicationDraftSchema = applicationDraftContentSchema.extend({
  kind: z.enum(APPLICATION_WIZARD_KINDS, { error: 'validation.invalid' }),
}) satisfies z.ZodType<ApplicationDraft>;

/** What a termination's draft keeps of its first screen before the termination exists: checked in and out. */
export const terminationDraftContentSchema = z
  .object({ personal: z.partialRecord(z.enum(DRAFT_TERMINATION_KEYS), draftText) })
  .strict() satisfies z.ZodType<TerminationDraftContent>;

const kindError = { error: 'validation.invalid' };

/** `PUT /drafts`: the first screen's draft of any case kind (docs/api/drafts.md), one rule for every kind (ADR 041). */
export const firstScreenDraftSchema = z.discriminatedUnion(
  'kind',
  [
    applicationDraftContentSchema.extend({
      kind: z.enum(APPLICATION_KINDS, kindError),
    }),
    terminationDraftContentSchema.extend({
      kind: z.enum(TERMINATION_KINDS, kindError),
    }),
  ],
  kindError,
) satisfies z.ZodType<FirstScreenDraft>;

/** `GET /drafts?kind=`: the case kind whose draft is asked for. */
export const firstScreenDraftKindSchema = z.object({
  kind: z.enum(CASE_KINDS, kindError),
});
