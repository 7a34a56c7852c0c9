import { APPLICATION_STATUSES } from '@protea/shared/workflow/application-workflow';
import { useTranslation } from 'react-i18next';

const isKnown = (status: string) => (APPLICATION_STATUSES as readonly string[]).includes(status);

/** Status names as staff read them; an unknown status shows as sent, a missing one as pending (spec 2 section 4). */
export function useStatusLabel() {
  const { t } = useTranslation();
  return (status: string | null | undefined) => {
    const value = status || 'pending';
    return isKnown(value) ? t(`admin.status.${value}`) : value;
  };
}
