import { APPLICATION_STATUSES } from '@protea/shared/workflow/application-workflow';
import { TERMINATION_STATUSES } from '@protea/shared/workflow/termination-workflow';
import { useTranslation } from 'react-i18next';

const KNOWN: ReadonlySet<string> = new Set([...APPLICATION_STATUSES, ...TERMINATION_STATUSES]);

/** Status names as staff read them; an unknown status shows as sent, a missing one as pending (spec 2 section 4). */
export function useStatusLabel() {
  const { t } = useTranslation();
  return (status: string | null | undefined) => {
    const value = status || 'pending';
    return KNOWN.has(value) ? t(`admin.status.${value}`) : value;
  };
}
