import type { AdminTerminationDetail } from '@protea/shared/schemas/admin-terminations';
import { useTranslation } from 'react-i18next';
import { StatusCardFrame } from '../../components/admin/status-card-frame';
import { useDateFormats } from '../../lib/admin/use-date-formats';
import { terminationTypeLabel } from './termination-labels';

/** The termination's status with its dates and who approved it (spec 3 'Information'). */
export function TerminationStatusCard({ termination: m }: { termination: AdminTerminationDetail }) {
  const { t } = useTranslation();
  const dates = useDateFormats();
  const latestNote = m.timeline.findLast((entry) => entry.kind === 'note');
  return (
    <StatusCardFrame
      label={t('admin.terminations.info.statusCard')}
      status={m.status}
      rows={[
        [t('pdf.termination.accountNumber'), m.accountNo],
        [t('admin.terminations.info.reference'), m.reference],
        [t('pdf.termination.terminationType'), terminationTypeLabel(t, m.formType)],
        [t('admin.review.applicant.createdAt'), dates.dateTime(m.createdAt)],
        [t('admin.review.applicant.submittedAt'), m.submittedAt && dates.dateTime(m.submittedAt)],
        [
          t('pdf.termination.disconnectionDate'),
          m.disconnectionDate ? dates.calendarDate(m.disconnectionDate) : t('admin.terminations.notSet'),
        ],
        // The spec's approving admin defaults to 'admin' when none is recorded.
        [
          t('admin.terminations.info.approved'),
          m.approvedAt && `${dates.dateTime(m.approvedAt)}, ${m.approvedBy ?? 'admin'}`,
        ],
        [t('admin.terminations.info.completed'), m.completedAt && dates.dateTime(m.completedAt)],
        [t('admin.review.applicant.infoRequested'), m.status === 'needsinfo' ? m.infoRequested : null],
        [t('admin.terminations.info.lastClientMessage'), m.lastClientMessage],
        [t('admin.terminations.info.adminNotes'), latestNote?.kind === 'note' ? latestNote.data.text : null],
      ]}
    />
  );
}
