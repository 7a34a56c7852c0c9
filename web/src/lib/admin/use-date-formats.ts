import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatDateTime, formatDay } from '../format-date';

/** The date formatters with the translated "N/A" and "Invalid Date". */
export function useDateFormats() {
  const { t } = useTranslation();
  const fallbacks = { na: t('admin.common.notAvailable'), invalid: t('admin.common.invalidDate') };
  return {
    dateTime: (value: string | null | undefined) => formatDateTime(value, fallbacks),
    day: (value: string | null | undefined) => formatDay(value, fallbacks),
    calendarDate: (value: string | null | undefined) => formatCalendarDate(value, fallbacks),
  };
}
