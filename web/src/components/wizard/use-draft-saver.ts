import { useEffect, useState } from 'react';
import { type DraftSaver, draftSaver, type SendDraft } from './draft-saver';

/** The wizard's draft saver (draft-saver.ts), for as long as the wizard is shown; `initial` is the draft it opened with. */
export function useDraftSaver<T>(send: SendDraft<T>, initial: () => T): DraftSaver<T> {
  const [saver] = useState(() => draftSaver(send, initial()));
  useEffect(() => saver.attach(), [saver]);
  return saver;
}
