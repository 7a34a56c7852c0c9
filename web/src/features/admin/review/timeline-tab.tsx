import type { AdminApplicationDetail } from '@protea/shared/schemas/admin-application-detail';
import { useTranslation } from 'react-i18next';
import { Section } from '../components/info-list';
import { AddNoteForm } from './add-note-form';
import { TimelineEntryItem } from './timeline-entry';

export function TimelineTab({ application }: { application: AdminApplicationDetail }) {
  const { t } = useTranslation();
  // Newest first: what happened last is what the reviewer needs first.
  const entries = [...application.timeline].reverse();
  return (
    <div className="grid gap-4">
      <AddNoteForm applicationId={application.appReference} />
      <Section title={t('admin.review.timeline.title')}>
        {entries.length === 0 ? (
          <p className="text-slate-700">{t('admin.review.timeline.empty')}</p>
        ) : (
          <ol className="grid gap-3">
            {entries.map((entry) => (
              <TimelineEntryItem key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </Section>
    </div>
  );
}
