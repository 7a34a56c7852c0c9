import { z } from 'zod';
import { drawnSignatureData } from './fields.js';
import { text } from './text.js';

/** The boxes a wizard's last step asks to tick: an application's two, a termination's declaration. */
export const SIGNING_BOXES = ['acceptTerms', 'trueAndCorrect', 'declaration'] as const;
export type SigningBox = (typeof SIGNING_BOXES)[number];

/**
 * A wizard's last step as far as it got (ADR 032): the boxes ticked and the signature begun, typed or drawn. Kept so a
 * reload there shows them again; checked on the way in and on the way out (an older one reads as none).
 */
export const signingDraftSchema = z
  .object({
    ticked: z.array(z.enum(SIGNING_BOXES, { error: 'validation.invalid' })).max(SIGNING_BOXES.length),
    signatureType: z.enum(['typed', 'drawn'], { error: 'validation.invalid' }),
    typed: text().max(100, 'validation.tooLong'),
    drawn: drawnSignatureData().nullable(),
  })
  .strict();

export type SigningDraft = z.output<typeof signingDraftSchema>;
