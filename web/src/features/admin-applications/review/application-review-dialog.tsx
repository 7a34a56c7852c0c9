import type { AdminApplicationDetail } from '@protea/shared/schemas/admin-application-detail';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HeldDecisionGuard } from '../../../components/case-review/assignment/held-decision';
import { HolderBar } from '../../../components/case-review/assignment/holder-bar';
import { TimelineTab } from '../../../components/case-review/timeline/timeline-tab';
import { ReviewDialog } from '../../../components/review-dialog/review-dialog';
import { reviewDialogTexts } from '../../../components/review-dialog/review-dialog-texts';
import type { ReviewPanel } from '../../../components/review-dialog/review-panel';
import { ActionsTab } from '../actions/actions-tab';
import { useApplication } from './api/get-application';
import { ApplicantTab } from './applicant-tab';
import { APPLICATION_KIND } from './application-kind';
import { DocumentsTab } from './documents-tab';
import { PropertyTab } from './property-tab';
import { REVIEW_SECTIONS, type ReviewSection } from './review-sections';

const TEXTS = reviewDialogTexts('admin.review');

const PANELS: Record<ReviewSection, (application: AdminApplicationDetail) => ReactNode> = {
  applicant: (application) => <ApplicantTab application={application} />,
  property: (application) => <PropertyTab application={application} />,
  timeline: (application) => (
    <TimelineTab kind={APPLICATION_KIND} caseId={application.appReference} timeline={application.timeline} />
  ),
  documents: (application) => <DocumentsTab application={application} />,
  // A decision on a case someone else holds is asked first, naming them.
  actions: (application) => (
    <HeldDecisionGuard work={application}>
      <ActionsTab application={application} />
    </HeldDecisionGuard>
  ),
};

interface ApplicationReviewDialogProps {
  reference: string;
  initialSection: ReviewSection;
  onClose: () => void;
  /** Focus target on close when the button that opened the dialog has left the list. */
  fallbackFocus?: () => HTMLElement | null | undefined;
}

/** Spec 2: the application in five panels, Applicant, Property, Timeline, Documents and Actions. */
export function ApplicationReviewDialog({
  reference,
  initialSection,
  onClose,
  fallbackFocus,
}: ApplicationReviewDialogProps) {
  const { t } = useTranslation();
  const application = useApplication(reference);
  const panels: ReviewPanel<AdminApplicationDetail>[] = REVIEW_SECTIONS.map((id) => ({
    id,
    label: t(`admin.review.tabs.${id}`),
    render: PANELS[id],
  }));
  return (
    <ReviewDialog
      title={application.data?.appReference ?? reference}
      query={application}
      panels={panels}
      initialPanel={initialSection}
      texts={TEXTS}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
      header={(record) => <HolderBar kind={APPLICATION_KIND} caseId={record.appReference} work={record} />}
    />
  );
}
