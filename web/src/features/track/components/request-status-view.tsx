import type { RequestStatus } from '@protea/shared/schemas/request-status';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format-date';
import { HolderAnswer } from './holder-answer';
import { RequestActions } from './request-actions';
import { RequestTimeline } from './request-timeline';

const STATUS_STYLE: Record<string, string> = {
  needsinfo: 'border-amber-300 bg-amber-50 text-amber-900',
  rejected: 'border-red-300 bg-red-50 text-red-900',
  cancelled: 'border-slate-300 bg-slate-50 text-slate-800',
};

/** Where the request stands in plain words, what comes next and by when, what happened, and what the customer may do. */
export function RequestStatusView({
  status,
  onChanged,
  onAnswered,
}: {
  status: RequestStatus;
  onChanged: () => void;
  /** The account's holder answered: where the request stands now. */
  onAnswered: (status: RequestStatus) => void;
}) {
  const { t } = useTranslation();
  const next = status.nextStep;
  return (
    <div className="grid gap-6">
      {status.viewer === 'holder' && <HolderAnswer status={status} onAnswered={onAnswered} />}
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="text-sm text-slate-600">{t('track.requestLabel')}</dt>
        <dd className="font-medium text-slate-900">{t(`track.kind.${status.kind}`)}</dd>
        <dt className="text-sm text-slate-600">{t('track.referenceLabel')}</dt>
        <dd className="font-mono font-medium text-slate-900">{status.reference}</dd>
        {status.accountNumber && (
          <>
            <dt className="text-sm text-slate-600">{t('track.accountLabel')}</dt>
            <dd className="font-mono font-medium text-slate-900">{status.accountNumber}</dd>
          </>
        )}
      </dl>
      <div
        role="status"
        className={`rounded-lg border p-4 ${STATUS_STYLE[status.status] ?? 'border-brand-200 bg-brand-50 text-brand-900'}`}
      >
        <p className="text-sm">{t('track.statusLabel')}</p>
        <p className="text-lg font-semibold">{t(`track.status.${status.status}`)}</p>
      </div>
      {next && (
        <section aria-labelledby="track-next" className="grid gap-1">
          <h3 id="track-next" className="font-semibold text-slate-900">
            {t('track.nextTitle')}
          </h3>
          <p className="text-slate-800">{next.text}</p>
          {next.by && (
            <p className="text-sm text-slate-700">
              {next.businessDays === 0
                ? t('track.nextDue', { date: formatDay(next.by, { na: '', invalid: '' }) })
                : t('track.nextBy', {
                    date: formatDay(next.by, { na: '', invalid: '' }),
                    count: next.businessDays ?? 0,
                  })}
            </p>
          )}
        </section>
      )}
      <section aria-labelledby="track-timeline" className="grid gap-3">
        <h3 id="track-timeline" className="font-semibold text-slate-900">
          {t('track.timelineTitle')}
        </h3>
        <RequestTimeline events={status.events} />
      </section>
      {/* The account's holder answers above and does nothing else with somebody else's request. */}
      {status.viewer === 'requester' && <RequestActions status={status} onChanged={onChanged} />}
    </div>
  );
}
