import { z } from 'zod';
import { drawnSignatureData, typedSignatureData } from './fields.js';
import { text } from './text.js';

/** What both application kinds send as they go: the step reached and the signature. */
export const stepSchema = z.object({ stepNumber: z.number({ error: 'validation.invalid' }).int().min(8).max(13) });

export const saveSignatureSchema = z.discriminatedUnion('signatureType', [
  z.object({
    applicationNumber: text().trim().min(1).max(20),
    signatureType: z.literal('typed'),
    signatureData: typedSignatureData(),
    acceptedTerms: z.literal(true, { error: 'validation.termsRequired' }),
  }),
  z.object({
    applicationNumber: text().trim().min(1).max(20),
    signatureType: z.literal('drawn'),
    signatureData: drawnSignatureData(),
    acceptedTerms: z.literal(true, { error: 'validation.termsRequired' }),
  }),
]);

export type SaveSignatureInput = z.input<typeof saveSignatureSchema>;
