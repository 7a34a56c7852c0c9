import { z } from 'zod';
import { text } from './text.js';

/** The most a correction request may say; enough for a paragraph, not for a document. */
export const CORRECTION_MAX_LENGTH = 2000;

/** A customer's request to correct what is held about their request (issue 13, POPIA): what is wrong, in their words. */
export const correctionRequestSchema = z.object({
  message: text('validation.correctionRequired')
    .trim()
    .min(1, 'validation.correctionRequired')
    .max(CORRECTION_MAX_LENGTH, 'validation.tooLong'),
});

export type CorrectionRequestInput = z.infer<typeof correctionRequestSchema>;
