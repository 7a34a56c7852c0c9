import { DRAFT_TERMINATION_KEYS, type TerminationDraftContent } from '@protea/shared/draft-constants';
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

type TypedPersonal = TerminationDraftContent['personal'];

/** The case kind a termination wizard's first-screen draft is kept under (`/drafts`, ADR 041). */
const draftKindOf = (kind: TerminationWizardKind) => `${kind}_termination` as const;

/**
 * The first screen as typed (no validation library: the first screen shows without it); the consent is not kept, it
 * is ticked again. Only text of the draft's own fields, so an answer from the server is taken the same way.
 */
export function typedPersonalOf(values: Record<string, unknown>): TypedPersonal {
  const personal: TypedPersonal = {};
  for (const key of DRAFT_TERMINATION_KEYS) {
    const value = values[key];
    if (typeof value === 'string' && value !== '') personal[key] = value;
  }
  return personal;
}

/**
 * What this browser typed on the first screen before its termination existed, kept by the server like every kind's
 * first screens (ADR 041), or null when it keeps none.
 */
export async function getTypedTermination(kind: TerminationWizardKind): Promise<TypedPersonal | null> {
  const { draft } = await apiRequest<{ draft: { personal?: unknown } | null }>(
    `/drafts?${new URLSearchParams({ kind: draftKindOf(kind) })}`,
  );
  const personal =
    draft && typeof draft.personal === 'object' && draft.personal !== null
      ? typedPersonalOf(draft.personal as Record<string, unknown>)
      : null;
  rememberDraft(terminationDraftHint(kind), personal !== null);
  return personal;
}

/** Keeps the first screen as typed, before the termination exists; the first save starts the browser's draft session. */
export function saveTypedTermination(
  kind: TerminationWizardKind,
  personal: TypedPersonal,
  { keepalive }: { keepalive: boolean },
) {
  rememberDraft(terminationDraftHint(kind), true);
  return apiRequest<{ success: true }>('/drafts', {
    method: 'PUT',
    body: { kind: draftKindOf(kind), personal },
    keepalive,
  });
}
