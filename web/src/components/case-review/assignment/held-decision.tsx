import type { CaseWork } from '@protea/shared/schemas/case-list';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminMe } from '../../../lib/admin/get-admin-me';
import { ConfirmDialog } from '../../ui/confirm-dialog';

/** Whether to send a decision: asked first when another staff member holds the case. */
type ConfirmDecision = () => Promise<boolean>;

const goAhead: ConfirmDecision = () => Promise.resolve(true);

const HeldDecisionContext = createContext<ConfirmDecision>(goAhead);

/**
 * A decision on a case another staff member holds (issue 39): an administrator may take it (the server records whose
 * hold it overrode), but is asked first, with the holder named; nothing is sent unless they confirm. A reviewer is
 * not asked: the server refuses them, naming the holder, and the holder bar already says why.
 */
export function useHeldDecision(work: CaseWork): { confirm: ConfirmDecision; dialog: ReactNode } {
  const { t } = useTranslation();
  const me = useAdminMe().data;
  const [answer, setAnswer] = useState<((isConfirmed: boolean) => void) | null>(null);
  const { assignee } = work;
  const isHeldByAnother = assignee !== null && me?.role === 'administrator' && assignee.id !== me.id;
  const reply = (isConfirmed: boolean) => {
    answer?.(isConfirmed);
    setAnswer(null);
  };
  return {
    confirm: isHeldByAnother ? () => new Promise<boolean>((resolve) => setAnswer(() => resolve)) : goAhead,
    dialog:
      answer && assignee ? (
        <ConfirmDialog
          title={t('admin.assignment.heldDecisionTitle')}
          description={t('admin.assignment.heldDecisionText', { name: assignee.displayName })}
          confirmLabel={t('admin.assignment.heldDecisionConfirm')}
          busyLabel={t('admin.assignment.heldDecisionConfirm')}
          isDanger={false}
          isBusy={false}
          onConfirm={() => reply(true)}
          onCancel={() => reply(false)}
          fallbackFocus={() => undefined}
        />
      ) : null,
  };
}

/** Around a case's decisions (its Actions panel): each decision sent inside asks first when the case is held. */
export function HeldDecisionGuard({ work, children }: { work: CaseWork; children: ReactNode }) {
  const { confirm, dialog } = useHeldDecision(work);
  return (
    <HeldDecisionContext.Provider value={confirm}>
      {children}
      {dialog}
    </HeldDecisionContext.Provider>
  );
}

/** The question of the surrounding guard; outside one, a decision is sent as it is. */
export const useConfirmDecision = () => useContext(HeldDecisionContext);
