import type { AdminTerminationDetail } from '@protea/shared/schemas/admin-terminations';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HeldDecisionGuard } from '../../components/case-review/assignment/held-decision';
import { HolderBar } from '../../components/case-review/assignment/holder-bar';
import { TimelineTab } from '../../components/case-review/timeline/timeline-tab';
import { ReviewDialog } from '../../components/review-dialog/review-dialog';
import { reviewDialogTexts } from '../../components/review-dialog/review-dialog-texts';
import type { ReviewPanel } from '../../components/review-dialog/review-panel';
import { AccountHolderBanner } from './account-holder-banner';
import { ActionsTab } from './actions-tab';
import { useTermination } from './api/get-termination';
import { DocumentsTab } from './documents-tab';
import { InformationTab } from './information-tab';
import { PropertyTab } from './property-tab';
import { TERMINATION_KIND } from './termination-kind';

const TEXTS = reviewDialogTexts('admin.terminations.dialog', {
  back: 'admin.review.back',
  next: 'admin.review.next',
});

const PANELS = {
  information: (termination) => <InformationTab termination={termination} />,
  property: (termination) => <PropertyTab termination={termination} />,
  timeline: (termination) => (
    <TimelineTab kind={TERMINATION_KIND} caseId={termination.reference} timeline={termination.timeline} />
  ),
  documents: (termination) => <DocumentsTab termination={termination} />,
  // A decision on a case someone else holds is asked first, naming them.
  actions: (termination) => (
    <HeldDecisionGuard work={termination}>
      <ActionsTab termination={termination} />
    </HeldDecisionGuard>
  ),
} satisfies Record<string, (termination: AdminTerminationDetail) => ReactNode>;

interface TerminationDialogProps {
  /** The case's reference (`TM-...`): its page's address, its calls and its queries name it by it. */
  reference: string;
  onClose: () => void;
  fallbackFocus?: () => HTMLElement | null | undefined;
}

/** Spec 3: a termination in five panels, Information, Property, Timeline, Documents and Actions. */
export function TerminationDialog({ reference, onClose, fallbackFocus }: TerminationDialogProps) {
  const { t } = useTranslation();
  const termination = useTermination(reference);
  const panels: ReviewPanel<AdminTerminationDetail>[] = Object.entries(PANELS).map(([panel, render]) => ({
    id: panel,
    label: t(`admin.terminations.dialog.tabs.${panel}`),
    render,
  }));
  return (
    <ReviewDialog
      title={termination.data ? (termination.data.accountNo ?? termination.data.reference) : reference}
      query={termination}
      panels={panels}
      initialPanel="information"
      texts={TEXTS}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
      header={(record) => (
        <>
          <AccountHolderBanner holder={record.holder} />
          <HolderBar kind={TERMINATION_KIND} caseId={record.reference} work={record} />
        </>
      )}
    />
  );
}
