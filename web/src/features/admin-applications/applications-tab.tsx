import type { ApplicationListRow } from '@protea/shared/schemas/admin-applications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaseListTab } from '../../components/admin/case-list-tab';
import { CASE_LISTS } from '../../lib/admin/case-lists';
import { useApplicationColumns } from './application-columns';
import { MessageApplicantDialog } from './message-applicant-dialog';
import { ApplicationReviewDialog } from './review/application-review-dialog';
import type { ReviewSection } from './review/review-sections';

interface ReviewTarget {
  reference: string;
  section: ReviewSection;
}

export function ApplicationsTab() {
  const { t } = useTranslation();
  const [review, setReview] = useState<ReviewTarget | null>(null);
  const [messageTo, setMessageTo] = useState<ApplicationListRow | null>(null);
  const columns = useApplicationColumns({
    onReview: (row, section = 'applicant') => setReview({ reference: row.appReference, section }),
    onMessage: setMessageTo,
  });

  return (
    <CaseListTab
      list={CASE_LISTS.applications}
      title={t('admin.applications.title')}
      columns={columns}
      dialogs={(activeStatusTab) => (
        <>
          {review && (
            <ApplicationReviewDialog
              reference={review.reference}
              initialSection={review.section}
              onClose={() => setReview(null)}
              fallbackFocus={activeStatusTab}
            />
          )}
          {messageTo && <MessageApplicantDialog row={messageTo} onClose={() => setMessageTo(null)} />}
        </>
      )}
    />
  );
}
