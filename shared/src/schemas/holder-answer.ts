import { z } from 'zod';
import { HOLDER_ANSWERS } from '../holder-answer.js';

/** `POST /api/requests/{reference}/holder-answer`: the holder's answer, from the holder's Track session only. */
export const holderAnswerSchema = z.object({
  answer: z.enum(['confirm', 'deny'], { error: 'validation.holderAnswerRequired' }),
});
export type HolderAnswerInput = z.infer<typeof holderAnswerSchema>;

/** The answer the list filter `holder=` takes. */
export const holderFilterSchema = z.enum(HOLDER_ANSWERS).optional();
