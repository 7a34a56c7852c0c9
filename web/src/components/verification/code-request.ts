import { VERIFICATION_RESEND_COOLDOWN_MS } from '@protea/shared/constants';
import type { VerificationSentResponse } from '@protea/shared/schemas/cell-confirmation';
import { ApiError } from '../../lib/api-client';

const HOUR_SECONDS = 60 * 60;

/**
 * How the last request for a one-time code ended. Only `sent` means a code went out; every other
 * outcome carries the server's own (translated) message, so the screen can say why and what to do.
 */
export type CodeRequest =
  /** `queued`: the SMS gateway was slow; the code is on its way and may take a minute (issue 40). */
  | { status: 'sent'; maskedPhone: string; resendAvailableAt: number; queued?: true }
  /** 429 code_cooldown: a code went out under a minute ago; no new one until the countdown ends. */
  | { status: 'cooldown'; message: string; resendAvailableAt: number }
  /** 429 code_hourly_limit: too many codes to this number; an earlier code may still be valid. */
  | { status: 'limited'; message: string; resendAvailableAt: number }
  /** 502 sms_failed, a 503 (a service away) or no answer at all: nothing was sent; asking again at once is allowed. */
  | { status: 'failed'; message: string | null }
  /** Any other refusal (unknown application, no number on file): a new request will not help. */
  | { status: 'refused'; message: string; code?: string };

export const codeRequestSent = (response: VerificationSentResponse, now = Date.now()): CodeRequest => ({
  status: 'sent',
  maskedPhone: response.maskedPhone,
  resendAvailableAt: now + response.resendAfterSeconds * 1000,
  ...(response.queued && { queued: true }),
});

/**
 * The seconds a cooldown lasts: those the server asks for, else those its message names ("Please wait 42 seconds
 * ..."), else the full cooldown.
 */
function cooldownSeconds(error: ApiError): number {
  if (error.retryAfterSeconds) return error.retryAfterSeconds;
  const seconds = Number(/\d+/.exec(error.message)?.[0]);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : VERIFICATION_RESEND_COOLDOWN_MS / 1000;
}

export function codeRequestFailed(error: unknown, now = Date.now()): CodeRequest {
  if (!(error instanceof ApiError) || error.status === 0) return { status: 'failed', message: null };
  if (error.status === 429 && error.code === 'code_cooldown') {
    return {
      status: 'cooldown',
      message: error.message,
      resendAvailableAt: now + cooldownSeconds(error) * 1000,
    };
  }
  if (error.status === 429) {
    // A limit per number or per address: Resend waits as long as the server asks (an hour when it does not say).
    const seconds = error.retryAfterSeconds ?? HOUR_SECONDS;
    return { status: 'limited', message: error.message, resendAvailableAt: now + seconds * 1000 };
  }
  const serverMessage = error.code === 'http_error' ? null : error.message;
  if (error.code === 'sms_failed' || error.status >= 500) return { status: 'failed', message: serverMessage };
  return { status: 'refused', message: serverMessage ?? error.message, code: error.code };
}

export const isCodeSent = (request: CodeRequest | null): request is Extract<CodeRequest, { status: 'sent' }> =>
  request?.status === 'sent';

/** When Resend may be pressed again (ms since epoch); null when at once. */
export const resendAvailableAt = (request: CodeRequest | null): number | null =>
  request && 'resendAvailableAt' in request ? request.resendAvailableAt : null;
