import type { ApplicationListRow } from '@protea/shared/schemas/admin-applications';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTabs } from '../../components/data-list/status-tabs';
import { useListParams } from '../../components/data-list/use-list-params';
import { APPLICATIONS_LIST, APPLICATIONS_LIST_TEXTS, STATUS_TABS } from '../../lib/admin/applications-list-definition';
import { useStatusLabel } from '../../lib/admin/use-status-label';
import { useApplications } from './api/get-applications';
import { ApplicationsList } from './applications-list';
import { MessageApplicantDialog } from './message-applicant-dialog';
import { ApplicationReviewDialog } from './review/application-review-dialog';
import type { ReviewSection } from './review/review-sections';

interface ReviewTarget {
  reference: string;
  section: ReviewSection;
}

export function ApplicationsTab() {
  const { t } = useTranslation();
  const statusLabel = useStatusLabel();
  const { params, update } = useListParams(APPLICATIONS_LIST);
  const query = useApplications(params);
  const [review, setReview] = useState<ReviewTarget | null>(null);
  const [messageTo, setMessageTo] = useState<ApplicationListRow | null>(null);
  const tabsId = useId();
  const activeStatusTab = () => document.getElementById(tabsId)?.querySelector<HTMLElement>('[aria-selected="true"]');

  return (
    <div className="grid gap-5">
      <h2 className="text-lg font-semibold text-slate-900">{t('admin.applications.title')}</h2>
      <StatusTabs
        id={tabsId}
        label={t(APPLICATIONS_LIST_TEXTS.statusTabsLabel)}
        statuses={STATUS_TABS}
        value={params.status}
        onChange={(status) => update({ status })}
        statusLabel={statusLabel}
        // Live, as on the terminations tab (docs/overview-figures.md): the counts come with the page, under the same
        // search and filters, and equal the overview's without them; none when a search matched more than the server
        // counts.
        counts={query.data?.countsExact === false ? undefined : query.data?.counts}
      >
        <ApplicationsList
          params={params}
          onChange={update}
          onReview={(row, section = 'applicant') => setReview({ reference: row.appReference, section })}
          onMessage={setMessageTo}
          query={query}
        />
      </StatusTabs>
      {review && (
        <ApplicationReviewDialog
          reference={review.reference}
          initialSection={review.section}
          onClose={() => setReview(null)}
          fallbackFocus={activeStatusTab}
        />
      )}
      {messageTo && <MessageApplicantDialog row={messageTo} onClose={() => setMessageTo(null)} />}
    </div>
  );
}
