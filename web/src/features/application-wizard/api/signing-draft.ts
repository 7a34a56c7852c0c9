import { checkedSigningDraft, type SigningDraftCalls } from '../../../components/wizard/use-signing-draft';
import { apiRequest } from '../../../lib/api-client';
import { applicationPath, type WizardKind } from '../wizard-kind';

/** The terms step's draft of an application (docs/api/residential-application.md). */
export function applicationSigningDraft(kind: WizardKind, reference: string): SigningDraftCalls {
  const path = applicationPath(kind, reference, '/signing-draft');
  return {
    load: async () => checkedSigningDraft((await apiRequest<{ draft: unknown }>(path)).draft),
    save: (body, { keepalive }) => apiRequest(path, { method: 'PUT', body, keepalive }),
  };
}
