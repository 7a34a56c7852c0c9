import type { ApplicationListRow } from '@protea/shared/schemas/admin-applications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaseListTab } from '../../components/admin/case-list-tab';
import { CASE_LISTS } from '../../lib/admin/case-lists';
import { useCasePage } from '../../lib/admin/case-page';
import { useApplicationColumns } from './application-columns';
import { MessageApplicantDialog } from './message-applicant-dialog';
import { ApplicationReviewDialog } from './review/application-review-dialog';
import { REVIEW_SECTIONS, type ReviewSection } from './review/review-sections';

const isReviewSection = (section: string | undefined): section is ReviewSection =>
  (REVIEW_SECTIONS as readonly (string | undefined)[]).includes(section);

export function ApplicationsTab() {
  const { t } = useTranslation();
  // The application under review is the page's: /admin/applications/{reference}.
  const review = useCasePage('applications');
  const [messageTo, setMessageTo] = useState<ApplicationListRow | null>(null);
  const columns = useApplicationColumns({
    onReview: (row, section) => review.open(row.appReference, section),
    onMessage: setMessageTo,
  });

  return (
    <CaseListTab
      list={CASE_LISTS.applications}
      title={t('admin.applications.title')}
      columns={columns}
      dialogs={(activeStatusTab) => (
        <>
          {review.reference && (
            <ApplicationReviewDialog
              reference={review.reference}
              initialSection={isReviewSection(review.section) ? review.section : 'applicant'}
              onClose={review.close}
              fallbackFocus={activeStatusTab}
            />
          )}
          {messageTo && <MessageApplicantDialog row={messageTo} onClose={() => setMessageTo(null)} />}
        </>
      )}
    />
  );
}
