import type { AdminApplicationDetail } from '@protea/shared/schemas/admin-application-detail';
import { useTranslation } from 'react-i18next';
import { StatusCardFrame } from '../../../components/admin/status-card-frame';
import { useDateFormats } from '../../../lib/admin/use-date-formats';
import { decisionLabelKey } from './decision-label';
import { formTypeLabel } from './form-type-label';

/** The status on its colour, with the dates and people that go with it. */
export function StatusCard({ application }: { application: AdminApplicationDetail }) {
  const { t } = useTranslation();
  const dates = useDateFormats();
  return (
    <StatusCardFrame
      label={t('admin.review.applicant.statusCard')}
      status={application.status}
      rows={[
        [t('admin.review.applicant.formType'), formTypeLabel(t, application.formType)],
        [t('admin.review.applicant.createdAt'), dates.dateTime(application.createdAt)],
        [
          t('admin.review.applicant.submittedAt'),
          application.submittedAt ? dates.dateTime(application.submittedAt) : null,
        ],
        [t('admin.review.applicant.updatedAt'), dates.dateTime(application.updatedAt)],
        [
          t(decisionLabelKey(application)),
          application.approvedBy ? `${application.approvedBy}, ${dates.dateTime(application.decidedAt)}` : null,
        ],
        [t('admin.review.applicant.accountNumber'), application.accountNumber],
        [
          t('admin.review.applicant.infoRequested'),
          application.status === 'needsinfo' ? application.infoRequested : null,
        ],
        [t('admin.review.applicant.lastClientMessage'), application.lastClientMessage],
      ]}
    />
  );
}
