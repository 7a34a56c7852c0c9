import { z } from 'zod';
import { DOCUMENT_REJECTION_REASONS } from '../decision-reasons.js';
import { text } from './text.js';

/**
 * Staff refuse one document of a request (issue 39), either kind: a listed reason, and words of their own that the
 * customer reads beside it (needed when the reason is `other`).
 */
export const rejectDocumentSchema = z
  .object({
    reason: z.enum(DOCUMENT_REJECTION_REASONS, { error: 'validation.documentReasonRequired' }),
    message: text().trim().max(500, 'validation.tooLong').optional(),
  })
  .refine((body) => body.reason !== 'other' || Boolean(body.message), {
    path: ['message'],
    error: 'validation.documentReasonOtherRequired',
  });
export type RejectDocumentInput = z.infer<typeof rejectDocumentSchema>;
