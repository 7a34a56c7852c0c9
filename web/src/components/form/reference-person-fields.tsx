import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from './text-field';

/**
 * The reference person, a fieldset of the form's `refName`, `refRelation` and `refAddress` (both optional) and
 * `refCellNo`; its texts are `{textsPrefix}.referenceTitle`, `.referenceIntro` and one per field.
 */
export function ReferencePersonFields<T extends FieldValues>({ textsPrefix }: { textsPrefix: string }) {
  const { t } = useTranslation();
  const Text = TextField<T>;
  const name = (field: string) => field as Path<T>;
  return (
    <fieldset className="mt-6 grid gap-4 sm:grid-cols-2">
      <legend className="mb-1 text-base font-semibold text-slate-900">{t(`${textsPrefix}.referenceTitle`)}</legend>
      <p className="text-sm text-slate-600 sm:col-span-2">{t(`${textsPrefix}.referenceIntro`)}</p>
      <Text name={name('refName')} label={t(`${textsPrefix}.refName`)} autoComplete="off" />
      <Text name={name('refRelation')} label={t(`${textsPrefix}.refRelation`)} isOptional autoComplete="off" />
      <Text name={name('refAddress')} label={t(`${textsPrefix}.refAddress`)} isOptional autoComplete="off" />
      <Text name={name('refCellNo')} label={t(`${textsPrefix}.refCellNo`)} autoComplete="off" type="tel" />
    </fieldset>
  );
}
