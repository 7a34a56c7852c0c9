import { type GuardReason, guardReasonText, type Translatable } from '@protea/shared/workflow/guards';
import { useTranslation } from 'react-i18next';
import { useDateFormats } from '../../../lib/admin/use-date-formats';

/** A key whose values may be keys themselves (a document's name inside a reason), translated inside out. */
export function useTranslatable() {
  const { t } = useTranslation();
  const translate = (item: Translatable): string =>
    t(
      item.key,
      Object.fromEntries(
        Object.entries(item.vars ?? {}).map(([name, value]) => [
          name,
          typeof value === 'object' ? translate(value) : value,
        ]),
      ),
    );
  return translate;
}

/** A reason of guards.ts in the reader's language, its date written as the back office writes dates. */
export function useGuardText() {
  const translate = useTranslatable();
  const dates = useDateFormats();
  return (reason: GuardReason) =>
    translate(
      guardReasonText(
        reason.code === 'disconnection_not_due' ? { ...reason, date: dates.calendarDate(reason.date) } : reason,
      ),
    );
}
