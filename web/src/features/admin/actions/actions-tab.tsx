import type { AdminApplicationDetail } from '@protea/shared/schemas/admin-application-detail';
import { useTranslation } from 'react-i18next';
import { Section } from '../components/info-list';
import { decisionLabelKey } from '../review/decision-label';
import { useDateFormats } from '../use-date-formats';
import { ApproveSection } from './approve-section';
import { CompleteSection } from './complete-section';
import { DepositSection } from './deposit-section';
import { DepositSummary } from './deposit-summary';
import { NextSteps } from './next-steps';
import { RejectSection } from './reject-section';
import { RequestInfoSection } from './request-info-section';

/** What can be done now depends on the status; the server enforces the same transitions. */
export function ActionsTab({ application }: { application: AdminApplicationDetail }) {
  const { t } = useTranslation();
  const dates = useDateFormats();
  const status = application.status;
  const isDecided = ['approved', 'completed', 'archived', 'rejected'].includes(status);
  return (
    <div className="grid gap-4">
      <NextSteps application={application} />
      {status === 'pending' && (
        <>
          <DepositSection application={application} />
          <ApproveSection application={application} />
          <div className="grid gap-4 lg:grid-cols-2">
            <RequestInfoSection application={application} />
            <RejectSection application={application} />
          </div>
        </>
      )}
      {isDecided && (
        <Section title={t('admin.actions.decision')}>
          <div className="grid gap-2">
            {status !== 'rejected' && <DepositSummary application={application} />}
            {application.approvedBy && (
              <p className="text-slate-900">
                <span className="font-medium">{t(decisionLabelKey(application))}</span> {application.approvedBy}
                {application.decidedAt && (
                  <>
                    {', '}
                    <time dateTime={application.decidedAt}>{dates.dateTime(application.decidedAt)}</time>
                  </>
                )}
              </p>
            )}
          </div>
        </Section>
      )}
      {status === 'approved' && <CompleteSection application={application} />}
    </div>
  );
}
