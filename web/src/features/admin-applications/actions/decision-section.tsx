import type { AdminApplicationDetail } from '@protea/shared/schemas/admin-application-detail';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/admin/info-list';
import { useDateFormats } from '../../../lib/admin/use-date-formats';
import { decisionLabelKey, wasRejected } from '../review/decision-label';
import { DepositSummary } from './deposit-summary';

/** The decision taken: the deposit it carries (not for a rejection), who took it and when. */
export function DecisionSection({ application }: { application: AdminApplicationDetail }) {
  const { t } = useTranslation();
  const dates = useDateFormats();
  return (
    <Section title={t('admin.actions.decision')}>
      <div className="grid gap-2">
        {!wasRejected(application) && <DepositSummary application={application} />}
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
  );
}
