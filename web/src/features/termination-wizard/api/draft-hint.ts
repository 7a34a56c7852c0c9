import type { TerminationWizardKind } from '@protea/shared/termination-constants';

/**
 * Whether this browser may hold a termination draft of a kind: set once the server keeps one, cleared when it has
 * none. Only a flag (no personal data). A first visit shows the first step at once instead of asking the server
 * first (a round trip on a slow phone); where storage cannot be read, the server is asked as before.
 */
const hintKeyOf = (kind: TerminationWizardKind) => `protea.termination-${kind}.has-draft`;

export function mayHaveDraft(kind: TerminationWizardKind): boolean {
  try {
    return localStorage.getItem(hintKeyOf(kind)) !== null;
  } catch {
    return true;
  }
}

export function rememberDraft(kind: TerminationWizardKind, hasDraft: boolean): void {
  try {
    if (hasDraft) localStorage.setItem(hintKeyOf(kind), '1');
    else localStorage.removeItem(hintKeyOf(kind));
  } catch {
    // Without storage every visit asks the server.
  }
}
