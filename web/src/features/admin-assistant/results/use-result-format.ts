import { formatOneDecimal, sharePercent } from '@protea/shared/number-format';
import { useTranslation } from 'react-i18next';

/** Numbers as the results show them: one decimal at most, as the server's texts beside them, with units in words. */
export function useResultFormat() {
  const { t } = useTranslation();
  return {
    number: formatOneDecimal,
    hours: (value: number | null) =>
      value === null
        ? t('admin.common.notAvailable')
        : t('admin.assistant.results.hours', { value: formatOneDecimal(value) }),
    /** A share from 0 to 1 as a whole percentage. */
    share: (value: number | null) =>
      value === null
        ? t('admin.common.notAvailable')
        : t('admin.assistant.results.percent', { value: sharePercent(value) }),
    yesNo: (value: boolean) => t(value ? 'admin.assistant.results.yes' : 'admin.assistant.results.no'),
  };
}
