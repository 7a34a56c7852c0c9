import { type ApplicationDraft, applicationDraftKind } from '@protea/shared/draft-constants';
import { rememberDraft } from '../../../components/wizard/draft-hint';
import { apiRequest } from '../../../lib/api-client';
import type { WizardKind } from '../wizard-kind';

/** The kit's hint that this browser may have an application draft of a kind (no personal data). */
export const applicationDraftHint = (kind: WizardKind) => `protea.${kind}-application.has-draft`;

/**
 * What the server keeps of this browser's draft of a kind (ADR 032), unchecked (wizard-draft.ts checks it), or null
 * when it keeps none.
 */
export async function getApplicationDraft(kind: WizardKind): Promise<unknown> {
  const { draft } = await apiRequest<{ draft: unknown }>(
    `/drafts?${new URLSearchParams({ kind: applicationDraftKind(kind) })}`,
  );
  rememberDraft(applicationDraftHint(kind), draft !== null && draft !== undefined);
  return draft ?? null;
}

/**
 * Keeps what was typed before the application exists, under its case kind like every kind's first screens (ADR 041);
 * the first save starts the browser's draft session.
 */
export function saveApplicationDraft({ kind, ...content }: ApplicationDraft, { keepalive }: { keepalive: boolean }) {
  rememberDraft(applicationDraftHint(kind), true);
  return apiRequest<{ success: true }>('/drafts', {
    method: 'PUT',
    body: { ...content, kind: applicationDraftKind(kind) },
    keepalive,
  });
}

/** The application exists: the server has dropped the draft, and the next visit need not ask for one. */
export const forgetApplicationDraft = (kind: WizardKind) => rememberDraft(applicationDraftHint(kind), false);
