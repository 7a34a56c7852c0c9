import { z } from 'zod';
import { codeSchema } from './fields.js';
import { text } from './text.js';

/** `POST /sms/send-verification`: a code to the cell number of an application or a termination. */
export const sendVerificationSchema = z
  .object({
    phoneNumber: text().trim().max(30).optional(),
    applicationId: text().trim().max(20).optional(),
    appNumber: text().trim().max(20).optional(),
    /** A termination: `TEMP` (the session's draft) or, to resume, an account number. */
    terminationId: text().trim().max(30).optional(),
  })
  .refine((v) => v.applicationId || v.appNumber || v.terminationId, {
    message: 'validation.referenceRequired',
    path: ['appNumber'],
  });

/** The code that confirms a cell number, for every kind and for Track. */
export const confirmCellSchema = codeSchema;

/** `POST /sms/send` sends only the system's own templates, to the number on the caller's application. */
export const sendSmsSchema = z.object({
  phoneNumber: text().trim().max(30).optional(),
  message: z.enum(['submission-confirmation'], { error: 'validation.smsTemplateUnknown' }),
});

/** What every kind's request for a code answers. */
export interface VerificationSentResponse {
  success: true;
  maskedPhone: string;
  /** Seconds until another code may be requested. */
  resendAfterSeconds: number;
  /** The SMS gateway was slow: the code is on its way and may take a minute to arrive. */
  queued?: true;
}
