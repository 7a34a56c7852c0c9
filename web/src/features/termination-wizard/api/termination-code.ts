import type { VerificationSentResponse } from '@protea/shared/schemas/cell-confirmation';
import type { TerminationDraft } from '@protea/shared/schemas/termination';
import { apiRequest } from '../../../lib/api-client';

/** The spec's placeholder id: the draft of this browser's termination session. */
export const SESSION_TERMINATION = 'TEMP';

/**
 * Texts a code to the draft's cell number (TEMP), or to the verified number of an account's open termination.
 * The server texts the number it holds; `phoneNumber` is only the spec's field, and it ignores it.
 */
export const sendTerminationCode = (terminationId: string, phoneNumber?: string) =>
  apiRequest<VerificationSentResponse>('/sms/send-verification', {
    method: 'POST',
    body: { terminationId, ...(phoneNumber ? { phoneNumber } : {}) },
  });

type Verified = { success: true; termination: TerminationDraft };

/** The account's other request, submitted and not finished, told once the number is verified. */
export interface OpenTermination {
  reference: string;
  status: string;
}

export interface DraftVerified {
  termination: TerminationDraft;
  openTermination: OpenTermination | null;
}

/** A right code verifies the draft's cell number, and says whether the account already has a request under way. */
export const confirmDraftCell = async (code: string): Promise<DraftVerified> => {
  const verified = await apiRequest<Verified & { openTermination?: OpenTermination | null }>(
    '/terminations/draft/confirm-cell',
    { method: 'PUT', body: { code } },
  );
  return { termination: verified.termination, openTermination: verified.openTermination ?? null };
};

/** A right code opens the session of that account's open termination (resume after staff asked for information). */
export const confirmResumeCell = async (accountNo: string, code: string) =>
  (
    await apiRequest<Verified>(`/terminations/${encodeURIComponent(accountNo)}/confirm-cell`, {
      method: 'PUT',
      body: { code },
    })
  ).termination;
