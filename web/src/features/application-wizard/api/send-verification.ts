import type { VerificationSentResponse } from '@protea/shared/schemas/cell-confirmation';
import { apiRequest } from '../../../lib/api-client';

/** Asks the server to text a one-time code to the number on file; the browser never learns the number. */
export const sendVerification = (applicationNumber: string) =>
  apiRequest<VerificationSentResponse>('/sms/send-verification', {
    method: 'POST',
    body: { appNumber: applicationNumber },
  });
