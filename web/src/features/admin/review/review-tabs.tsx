import type { AdminApplicationDetail } from '@protea/shared/schemas/admin-application-detail';
import * as Tabs from '@radix-ui/react-tabs';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ActionsTab } from '../actions/actions-tab';
import { DocumentsTab } from '../documents/documents-tab';
import { ApplicantTab } from './applicant-tab';
import { PropertyTab } from './property-tab';
import { REVIEW_SECTIONS, type ReviewSection } from './review-sections';
import { TimelineTab } from './timeline-tab';

const tabClass =
  'inline-flex min-h-11 flex-1 items-center justify-center rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-white/70 focus-visible:outline-2 focus-visible:outline-brand-700 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm';

const PANELS: Record<ReviewSection, (props: { application: AdminApplicationDetail }) => ReactNode> = {
  applicant: ApplicantTab,
  property: PropertyTab,
  timeline: TimelineTab,
  documents: DocumentsTab,
  actions: ActionsTab,
};

export function ReviewTabs({
  application,
  initialSection,
}: {
  application: AdminApplicationDetail;
  initialSection: ReviewSection;
}) {
  const { t } = useTranslation();
  const [section, setSection] = useState<ReviewSection>(initialSection);
  const index = REVIEW_SECTIONS.indexOf(section);
  const go = (step: number) => setSection(REVIEW_SECTIONS[index + step] ?? section);

  return (
    <Tabs.Root
      value={section}
      onValueChange={(value) => setSection(value as ReviewSection)}
      className="mt-4 grid gap-4"
    >
      <Tabs.List
        aria-label={t('admin.review.sectionsLabel')}
        className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1"
      >
        {REVIEW_SECTIONS.map((value) => (
          <Tabs.Trigger key={value} value={value} className={tabClass}>
            {t(`admin.review.tabs.${value}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {REVIEW_SECTIONS.map((value) => {
        const Panel = PANELS[value];
        return (
          // Kept mounted while hidden, so a typed note or a calculated deposit survives a look at another tab.
          <Tabs.Content
            key={value}
            value={value}
            forceMount
            className="focus-visible:outline-2 focus-visible:outline-brand-700 data-[state=inactive]:hidden"
          >
            <Panel application={application} />
          </Tabs.Content>
        );
      })}
      <div className="flex justify-between gap-2 border-t border-slate-200 pt-4">
        {index > 0 ? (
          <Button variant="secondary" onClick={() => go(-1)}>
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />
            {t('admin.review.back')}
          </Button>
        ) : (
          <span />
        )}
        {index < REVIEW_SECTIONS.length - 1 && (
          <Button onClick={() => go(1)}>
            {t('admin.review.next')}
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </Button>
        )}
      </div>
    </Tabs.Root>
  );
}
