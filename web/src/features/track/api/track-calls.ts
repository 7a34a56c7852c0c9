import type { VerificationSentResponse } from '@protea/shared/schemas/cell-confirmation';
import type { RequestStatus } from '@protea/shared/schemas/request-status';
import { ApiError, apiRequest } from '../../../lib/api-client';

const requestPath = (reference: string, rest: string) => `/requests/${encodeURIComponent(reference)}/${rest}`;

/** Texts a code to the phone on file of the request a reference or account number names. */
export const sendTrackCode = (typed: string) =>
  apiRequest<VerificationSentResponse>(requestPath(typed, 'code'), { method: 'POST', body: {} });

/** A right code opens the request's own session and answers where it stands. */
export const confirmTrackCode = (typed: string, code: string) =>
  apiRequest<RequestStatus>(requestPath(typed, 'confirm-code'), { method: 'PUT', body: { code } });

/** Where the request stands, when this browser's session holds it; null when it does not (no code verified yet). */
export async function readTrackStatus(reference: string): Promise<RequestStatus | null> {
  try {
    return await apiRequest<RequestStatus>(requestPath(reference, 'status'));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

/** Cancels a termination under review (its own session); the status is read again afterwards. */
export const cancelTermination = (accountNumber: string) =>
  apiRequest<{ success: boolean }>(`/terminations/${encodeURIComponent(accountNumber)}/cancel`, {
    method: 'POST',
    body: {},
  });

/** The account holder's answer, from the holder's own session (a code to the number on file): where it stands now. */
export const answerAsHolder = (reference: string, answer: 'confirm' | 'deny') =>
  apiRequest<RequestStatus>(requestPath(reference, 'holder-answer'), { method: 'POST', body: { answer } });
