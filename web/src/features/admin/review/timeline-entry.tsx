import type { TimelineEntry } from '@protea/shared/schemas/admin-application-detail';
import { ArrowRightLeft, MessageSquare, StickyNote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDateFormats } from '../use-date-formats';
import { useStatusLabel } from '../use-status-label';

const ICONS = { status: ArrowRightLeft, note: StickyNote, message: MessageSquare } as const;

export function TimelineEntryItem({ entry }: { entry: TimelineEntry }) {
  const { t } = useTranslation();
  const dates = useDateFormats();
  const label = useStatusLabel();
  const Icon = ICONS[entry.kind] ?? StickyNote;
  const heading =
    entry.kind === 'status'
      ? entry.statusFrom
        ? t('admin.review.timeline.statusChanged', { from: label(entry.statusFrom), to: label(entry.statusTo) })
        : t('admin.review.timeline.statusSet', { to: label(entry.statusTo) })
      : t(`admin.review.timeline.kinds.${entry.kind}`);
  return (
    <li className="flex gap-3 rounded-lg border border-slate-200 p-3">
      <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
      <div className="grid min-w-0 gap-1">
        <p className="font-medium text-slate-900">{heading}</p>
        {entry.text && <p className="whitespace-pre-line wrap-anywhere text-slate-800">{entry.text}</p>}
        <p className="text-xs text-slate-700">
          {t('admin.review.timeline.byAt', { actor: entry.actor })}{' '}
          <time dateTime={entry.at}>{dates.dateTime(entry.at)}</time>
        </p>
      </div>
    </li>
  );
}
