import type { SigningDraft } from '@protea/shared/schemas/signing-draft';
import { useCallback, useRef, useState } from 'react';
import type { SendDraft } from './draft-saver';
import { useDraftSaver } from './use-draft-saver';

/** A draft as the server answered it, checked again before use; the check loads only with the last step. */
export async function checkedSigningDraft(answer: unknown): Promise<SigningDraft | null> {
  const { signingDraftSchema } = await import('@protea/shared/schemas/signing-draft');
  const parsed = signingDraftSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
}

const isUntouched = (draft: SigningDraft) =>
  draft.ticked.length === 0 && draft.typed === '' && draft.drawn === null && draft.signatureType === 'typed';

export interface SigningDraftCalls {
  /** The draft the server keeps, or null (none, or none readable). */
  load: () => Promise<SigningDraft | null>;
  save: SendDraft<SigningDraft>;
}

/**
 * A wizard's last step as the server keeps it (ADR 032): read when the step first opens (`open`), then saved by the
 * kit's draft saver as boxes are ticked and the signature given, so a reload there shows them again. What the step
 * changed is kept here too, so going back and forth opens it as it was left.
 */
export function useSigningDraft(calls: SigningDraftCalls | null) {
  // The calls name the request, which may exist only once the wizard has created it.
  const callsRef = useRef(calls);
  callsRef.current = calls;
  const [kept, setKept] = useState<{ draft: SigningDraft | null }>();
  const keptRef = useRef(kept);
  keptRef.current = kept;
  const isOpened = useRef(false);
  const saver = useDraftSaver<SigningDraft | null>(
    (draft, options) => (draft && callsRef.current ? callsRef.current.save(draft, options) : Promise.resolve()),
    () => null,
  );
  const open = useCallback(() => {
    const current = callsRef.current;
    if (isOpened.current || !current) return;
    isOpened.current = true;
    void current
      .load()
      .catch(() => null)
      .then((draft) => setKept((known) => known ?? { draft }));
  }, []);
  const schedule = useCallback(
    (draft: SigningDraft) => {
      // A step opened without a draft and left as it opened keeps nothing.
      if (!keptRef.current?.draft && isUntouched(draft)) return;
      setKept({ draft });
      saver.schedule(draft);
    },
    [saver],
  );
  return { kept, open, schedule, settle: saver.settle };
}

export type SigningDraftState = ReturnType<typeof useSigningDraft>;
