import { formatRand } from '@protea/shared/money';
import type { AdminApplicationDetail } from '@protea/shared/schemas/admin-application-detail';
import { useTranslation } from 'react-i18next';
import { isDepositApproved } from './deposit';

/** The deposit as decided: "R 2 000.00", "No deposit required", or not yet approved. */
export function DepositSummary({ application }: { application: AdminApplicationDetail }) {
  const { t } = useTranslation();
  const cents = application.deposit.amountCents;
  if (!isDepositApproved(application) || cents === null) {
    return <p className="text-slate-800">{t('admin.actions.deposit.notApproved')}</p>;
  }
  return (
    <p className="text-slate-900">
      <span className="font-medium">{t('admin.actions.deposit.approvedLabel')}</span>{' '}
      <span className="text-lg font-bold">
        {cents > 0 ? formatRand(cents) : t('admin.actions.deposit.noneRequired')}
      </span>
    </p>
  );
}
