import { VERIFICATION_RESEND_COOLDOWN_MS } from '@protea/shared/constants';
import type { VerificationSentResponse } from '@protea/shared/schemas/application-record';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** Asks the server to text a one-time code to the number on file; the browser never learns the number. */
export const sendVerification = (applicationNumber: string) =>
  apiRequest<VerificationSentResponse>('/sms/send-verification', {
    method: 'POST',
    body: { appNumber: applicationNumber },
  });

export const useSendVerification = () => useMutation({ mutationFn: sendVerification });

/**
 * Seconds to wait after a 429. The API client keeps only code and message of an error, so the wait is
 * read from the (translated) message, which always names the seconds; the full cooldown otherwise.
 */
export function cooldownSecondsOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  if (error.code !== 'code_cooldown') return 60 * 60;
  const seconds = Number(/\d+/.exec(error.message)?.[0]);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : VERIFICATION_RESEND_COOLDOWN_MS / 1000;
}
