import { BUSINESS_TYPES } from '@protea/shared/business-constants';
import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from './select-field';
import { TextField } from './text-field';

interface BusinessFieldsProps {
  /**
   * Where the labels are: `{prefix}.title`, `.name`, `.type`, `.types.{type}`, `.registrationNumber`,
   * `.registrationNumberHint`, `.vatNumber`, `.vatNumberHint` (and `.tradingName` with `withTradingName`).
   */
  textsPrefix: string;
  /** Also ask the optional trading name (the form's `tradingName`). */
  withTradingName?: boolean;
}

/** A business: the form's `businessName`, `businessType`, `registrationNumber` (CIPC), `vatNumber` (optional). */
export function BusinessFields<T extends FieldValues>({ textsPrefix, withTradingName = false }: BusinessFieldsProps) {
  const { t } = useTranslation();
  const Text = TextField<T>;
  const name = (field: string) => field as Path<T>;
  const types = BUSINESS_TYPES.map((type) => ({ value: type, label: t(`${textsPrefix}.types.${type}`) }));
  return (
    <fieldset className="mb-6 grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-base font-semibold text-slate-900">{t(`${textsPrefix}.title`)}</legend>
      <Text name={name('businessName')} label={t(`${textsPrefix}.name`)} autoComplete="organization" />
      <SelectField<T> name={name('businessType')} label={t(`${textsPrefix}.type`)} options={types} />
      <Text
        name={name('registrationNumber')}
        label={t(`${textsPrefix}.registrationNumber`)}
        hint={t(`${textsPrefix}.registrationNumberHint`)}
        placeholder="2015/123456/07"
        autoComplete="off"
        spellCheck={false}
      />
      <Text
        name={name('vatNumber')}
        label={t(`${textsPrefix}.vatNumber`)}
        hint={t(`${textsPrefix}.vatNumberHint`)}
        isOptional
        inputMode="numeric"
        autoComplete="off"
      />
      {withTradingName && (
        <Text name={name('tradingName')} label={t(`${textsPrefix}.tradingName`)} isOptional autoComplete="off" />
      )}
    </fieldset>
  );
}
