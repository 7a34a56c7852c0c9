import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from './select-field';
import { TextField } from './text-field';

interface PersonNameFieldsProps {
  /** Where the labels are: `{prefix}.title`, `.titles.{value}`, `.initials`, `.firstName`, `.surname`. */
  textsPrefix: string;
  /** The title values the form's schema takes. */
  titles: readonly string[];
}

/** Title and initials side by side, then first name and surname: the form's `title`, `initials`, `firstName`, `surname`. */
export function PersonNameFields<T extends FieldValues>({ textsPrefix, titles }: PersonNameFieldsProps) {
  const { t } = useTranslation();
  const Text = TextField<T>;
  const name = (field: string) => field as Path<T>;
  return (
    <>
      <div className="grid grid-cols-[7rem_1fr] gap-3">
        <SelectField<T>
          name={name('title')}
          label={t(`${textsPrefix}.title`)}
          options={titles.map((title) => ({ value: title, label: t(`${textsPrefix}.titles.${title}`) }))}
          autoComplete="honorific-prefix"
        />
        <Text name={name('initials')} label={t(`${textsPrefix}.initials`)} maxLength={10} autoCapitalize="characters" />
      </div>
      <Text name={name('firstName')} label={t(`${textsPrefix}.firstName`)} autoComplete="given-name" />
      <Text name={name('surname')} label={t(`${textsPrefix}.surname`)} autoComplete="family-name" />
    </>
  );
}
