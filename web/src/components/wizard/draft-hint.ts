/**
 * Whether this browser may hold a wizard's draft on the server (ADR 032): set once the server keeps one, cleared when
 * it has none. Only a flag (no personal data). A first visit shows the first step at once instead of asking the server
 * first (a round trip on a slow phone); where storage cannot be read, the server is asked as before.
 */
export function mayHaveDraft(hintKey: string): boolean {
  try {
    return localStorage.getItem(hintKey) !== null;
  } catch {
    return true;
  }
}

export function rememberDraft(hintKey: string, hasDraft: boolean): void {
  try {
    if (hasDraft) localStorage.setItem(hintKey, '1');
    else localStorage.removeItem(hintKey);
  } catch {
    // Without storage every visit asks the server.
  }
}
