import type { TerminationDraft, TerminationWizardKind } from '@protea/shared/schemas/termination';
import { rememberDraft } from '../../../components/wizard/draft-hint';
import { checkedSigningDraft, type SigningDraftCalls } from '../../../components/wizard/use-signing-draft';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** The kit's hint that this browser may have a termination draft of a kind (no personal data). */
export const terminationDraftHint = (kind: TerminationWizardKind) => `protea.termination-${kind}.has-draft`;

/** The draft of this browser's termination session, or null when there is none of this kind (or no session). */
export async function getTerminationDraft(kind: TerminationWizardKind): Promise<TerminationDraft | null> {
  const draft = await findTerminationDraft(kind);
  rememberDraft(terminationDraftHint(kind), draft !== null);
  return draft;
}

async function findTerminationDraft(kind: TerminationWizardKind): Promise<TerminationDraft | null> {
  try {
    const { termination } = await apiRequest<{ termination: TerminationDraft }>(
      `/terminations/draft?${new URLSearchParams({ kind })}`,
    );
    return termination.kind === kind ? termination : null;
  } catch (error) {
    if (error instanceof ApiError && [401, 403, 404].includes(error.status)) return null;
    throw error;
  }
}

export interface SaveDraftInput {
  kind: TerminationWizardKind;
  consent?: true;
  language?: string;
  personalDetails?: unknown;
  propertyInfo?: unknown;
  depositDeclaration?: unknown;
}

/**
 * Saves the sections given; the first call (with consent) creates the draft and the session cookie. `keepalive` while
 * the page goes away, so the save outlives it.
 */
export async function saveTerminationDraft(input: SaveDraftInput, { keepalive = false } = {}) {
  const saved = await apiRequest<{ success: true; terminationId: string }>('/terminations/draft', {
    method: 'PUT',
    body: input,
    keepalive,
  });
  rememberDraft(terminationDraftHint(input.kind), true);
  return saved;
}

/** The deposit step's draft of this browser's termination: the declaration's tick and the signature begun. */
export const terminationSigningDraft: SigningDraftCalls = {
  load: async () => checkedSigningDraft((await apiRequest<{ draft: unknown }>('/terminations/draft/signing')).draft),
  save: (body, { keepalive }) => apiRequest('/terminations/draft/signing', { method: 'PUT', body, keepalive }),
};
