import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { readOnlyClass } from './field-class';
import { TextField } from './text-field';

interface ContactFieldsProps {
  /** Where the labels are: `{prefix}.idNumber`, `.idNumberHint`, `.cellPhone`, `.cellPhoneHint`, `.cellPhoneLocked`, `.email`. */
  textsPrefix: string;
  /** A verified number is shown but cannot be changed. */
  isCellLocked?: boolean;
  isEmailOptional?: boolean;
}

/** The form's `idNumber` (ID or passport), `cellPhone` (where the code goes) and `email`. */
export function ContactFields<T extends FieldValues>({
  textsPrefix,
  isCellLocked,
  isEmailOptional,
}: ContactFieldsProps) {
  const { t } = useTranslation();
  const Text = TextField<T>;
  const name = (field: string) => field as Path<T>;
  return (
    <>
      <Text
        name={name('idNumber')}
        label={t(`${textsPrefix}.idNumber`)}
        hint={t(`${textsPrefix}.idNumberHint`)}
        autoComplete="off"
        inputMode="text"
        spellCheck={false}
      />
      <Text
        name={name('cellPhone')}
        label={t(`${textsPrefix}.cellPhone`)}
        hint={t(isCellLocked ? `${textsPrefix}.cellPhoneLocked` : `${textsPrefix}.cellPhoneHint`)}
        autoComplete="tel"
        type="tel"
        readOnly={isCellLocked}
        inputClassName={isCellLocked ? readOnlyClass : undefined}
      />
      <Text
        name={name('email')}
        label={t(`${textsPrefix}.email`)}
        isOptional={isEmailOptional}
        autoComplete="email"
        type="email"
        spellCheck={false}
      />
    </>
  );
}
