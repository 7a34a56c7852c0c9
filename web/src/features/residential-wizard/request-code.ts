import { cooldownSecondsOf, sendVerification } from './api/send-verification';
import type { CodeSent } from './use-verification-code';

export type CodeOutcome =
  | { result: 'sent'; sent: CodeSent }
  | { result: 'limited'; sent: CodeSent }
  | { result: 'failed' };

/** One code request whose failure never stops the applicant (spec: the SMS result only changes the message). */
export async function requestCode(applicationNumber: string, maskedPhone: string | null): Promise<CodeOutcome> {
  try {
    const response = await sendVerification(applicationNumber);
    return {
      result: 'sent',
      sent: { maskedPhone: response.maskedPhone, resendAvailableAt: Date.now() + response.resendAfterSeconds * 1000 },
    };
  } catch (error) {
    const wait = cooldownSecondsOf(error);
    if (wait === null) return { result: 'failed' };
    return { result: 'limited', sent: { maskedPhone, resendAvailableAt: Date.now() + wait * 1000 } };
  }
}
