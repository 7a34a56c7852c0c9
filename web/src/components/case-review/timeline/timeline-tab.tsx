import type { TimelineEntry } from '@protea/shared/schemas/case-detail';
import { useTranslation } from 'react-i18next';
import { Section } from '../../admin/info-list';
import type { AdminCaseKind } from '../case-kind';
import { AccessLogSection } from './access-log-section';
import { AddNoteForm } from './add-note-form';
import { TimelineEntryItem } from './timeline-entry';

interface TimelineTabProps {
  kind: AdminCaseKind;
  caseId: string;
  timeline: readonly TimelineEntry[];
}

/** Any case's timeline, newest first, under the box for a new note. */
export function TimelineTab({ kind, caseId, timeline }: TimelineTabProps) {
  const { t } = useTranslation();
  // Newest first: what happened last is what the reviewer needs first.
  const entries = [...timeline].reverse();
  return (
    <div className="grid gap-4">
      <AddNoteForm kind={kind} caseId={caseId} />
      <Section title={t('admin.review.timeline.title')}>
        {entries.length === 0 ? (
          <p className="text-slate-700">{t('admin.review.timeline.empty')}</p>
        ) : (
          <ol className="grid gap-3">
            {entries.map((entry) => (
              <TimelineEntryItem key={entry.id} kind={kind} entry={entry} />
            ))}
          </ol>
        )}
      </Section>
      <AccessLogSection kind={kind} caseId={caseId} />
    </div>
  );
}
