import { useTranslation } from 'react-i18next';

const oneDecimal = new Intl.NumberFormat('en-ZA', { maximumFractionDigits: 1 });

/** Numbers as the results show them: en-ZA, one decimal at most, with their units in words. */
export function useResultFormat() {
  const { t } = useTranslation();
  return {
    number: (value: number) => oneDecimal.format(value),
    hours: (value: number | null) =>
      value === null
        ? t('admin.common.notAvailable')
        : t('admin.assistant.results.hours', { value: oneDecimal.format(value) }),
    /** A share from 0 to 1 as a whole percentage. */
    share: (value: number | null) =>
      value === null
        ? t('admin.common.notAvailable')
        : t('admin.assistant.results.percent', { value: Math.round(value * 100) }),
    yesNo: (value: boolean) => t(value ? 'admin.assistant.results.yes' : 'admin.assistant.results.no'),
  };
}
