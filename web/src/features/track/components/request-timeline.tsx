import type { PublicEvent } from '@protea/shared/schemas/request-status';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';

/** The public timeline, oldest first: what the customer did, what staff decided, and what staff wrote to them. */
export function RequestTimeline({ events }: { events: PublicEvent[] }) {
  const { t } = useTranslation();
  const fallbacks = { na: '', invalid: '' };
  if (events.length === 0) return <p className="text-slate-700">{t('track.timelineEmpty')}</p>;
  return (
    <ol className="grid gap-3 border-l-2 border-brand-200 pl-4">
      {events.map((event, index) => (
        // The timeline only grows, and two events may share a kind and a second: the place is the identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index} className="relative">
          <span aria-hidden="true" className="absolute -left-[1.4rem] top-1.5 h-3 w-3 rounded-full bg-brand-700" />
          <p className="font-medium text-slate-900">
            {t(`track.event.${event.kind}`, {
              accountNumber: event.accountNumber ?? '',
              document: event.document ?? '',
            })}
          </p>
          <p className="text-sm text-slate-600">
            <time dateTime={event.at}>{formatDateTime(event.at, fallbacks)}</time>
            {event.message && ` · ${t(`track.channel.${event.message.channel}`)}`}
          </p>
          {(event.message ?? event.reason) && (
            <blockquote className="mt-1 rounded-md bg-slate-50 p-3 text-slate-800 whitespace-pre-line wrap-break-word">
              {event.message?.text ?? event.reason}
            </blockquote>
          )}
        </li>
      ))}
    </ol>
  );
}
