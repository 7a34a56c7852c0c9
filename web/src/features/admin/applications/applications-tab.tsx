import type { ApplicationListRow } from '@protea/shared/schemas/admin-applications';
import type { ApplicationStatus } from '@protea/shared/workflow/application-workflow';
import * as Tabs from '@radix-ui/react-tabs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApplicationReviewDialog } from '../review/application-review-dialog';
import type { ReviewSection } from '../review/review-sections';
import { ApplicationsList } from './applications-list';
import { STATUS_TABS } from './list-params';
import { MessageApplicantDialog } from './message-applicant-dialog';
import { StatusTabsList } from './status-tabs-list';
import { useListParams } from './use-list-params';

interface ReviewTarget {
  reference: string;
  section: ReviewSection;
}

export function ApplicationsTab() {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  const [review, setReview] = useState<ReviewTarget | null>(null);
  const [messageTo, setMessageTo] = useState<ApplicationListRow | null>(null);
  const tabsId = useId();
  const activeStatusTab = () => document.getElementById(tabsId)?.querySelector<HTMLElement>('[aria-selected="true"]');

  return (
    <div className="grid gap-5">
      <h2 className="text-lg font-semibold text-slate-900">{t('admin.applications.title')}</h2>
      <Tabs.Root
        value={params.status}
        onValueChange={(value) => update({ status: value as ApplicationStatus })}
        activationMode="manual"
      >
        <StatusTabsList id={tabsId} />
        {STATUS_TABS.map((status) => (
          <Tabs.Content
            key={status}
            value={status}
            className="mt-4 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <ApplicationsList
              params={params}
              onChange={update}
              onReview={(row, section = 'applicant') => setReview({ reference: row.appReference, section })}
              onMessage={setMessageTo}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {review && (
        <ApplicationReviewDialog
          applicationId={review.reference}
          initialSection={review.section}
          onClose={() => setReview(null)}
          fallbackFocus={activeStatusTab}
        />
      )}
      {messageTo && <MessageApplicantDialog row={messageTo} onClose={() => setMessageTo(null)} />}
    </div>
  );
}
