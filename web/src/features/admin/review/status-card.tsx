import type { AdminApplicationDetail } from '@protea/shared/schemas/admin-application-detail';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { statusClass } from '../components/status-styles';
import { useDateFormats } from '../use-date-formats';
import { useStatusLabel } from '../use-status-label';
import { decisionLabelKey } from './decision-label';
import { formTypeLabel } from './form-type-label';

/** The status on its colour, with the dates and people that go with it. */
export function StatusCard({ application }: { application: AdminApplicationDetail }) {
  const { t } = useTranslation();
  const label = useStatusLabel();
  const dates = useDateFormats();
  const rows: [string, string | null][] = [
    [t('admin.review.applicant.formType'), formTypeLabel(t, application.formType)],
    [t('admin.review.applicant.createdAt'), dates.dateTime(application.createdAt)],
    [t('admin.review.applicant.submittedAt'), application.submittedAt ? dates.dateTime(application.submittedAt) : null],
    [t('admin.review.applicant.updatedAt'), dates.dateTime(application.updatedAt)],
    [
      t(decisionLabelKey(application)),
      application.approvedBy ? `${application.approvedBy}, ${dates.dateTime(application.decidedAt)}` : null,
    ],
    [t('admin.review.applicant.infoRequested'), application.status === 'needsinfo' ? application.infoRequested : null],
    [t('admin.review.applicant.lastClientMessage'), application.lastClientMessage],
  ];
  return (
    <section
      aria-label={t('admin.review.applicant.statusCard')}
      className={cn('rounded-xl border p-4', statusClass(application.status))}
    >
      <p className="text-sm font-medium">{t('admin.review.applicant.status')}</p>
      <p className="text-2xl font-bold">{label(application.status)}</p>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
        {rows
          .filter(([, value]) => value)
          .map(([term, value]) => (
            <div key={term}>
              <dt className="text-xs font-semibold">{term}</dt>
              <dd className="wrap-anywhere">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
