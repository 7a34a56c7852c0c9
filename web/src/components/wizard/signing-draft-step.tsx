import type { SigningDraft } from '@protea/shared/schemas/signing-draft';
import { type ReactNode, useEffect } from 'react';
import type { SigningDraftState } from './use-signing-draft';

/** A wizard's last step, shown once its draft is read, so it opens with the boxes and the signature kept. */
export function SigningDraftStep({
  signing,
  children,
}: {
  signing: SigningDraftState;
  children: (draft: SigningDraft | null) => ReactNode;
}) {
  const { open, kept } = signing;
  useEffect(open, [open]);
  return kept ? children(kept.draft) : null;
}
