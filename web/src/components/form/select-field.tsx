import type { ReactNode, SelectHTMLAttributes } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldClass } from './field-class';
import { FormField } from './form-field';
import { OptionList, type SelectOption } from './option-list';
import { useField } from './use-field';

interface SelectFieldProps<T extends FieldValues>
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'className'> {
  name: Path<T>;
  label: ReactNode;
  options: readonly SelectOption[];
  /** The empty first option, which leaves the field unanswered: the wizards' "Select..." unless another is given. */
  placeholder?: string;
  className?: string;
}

/** A native select of a react-hook-form form, with its label and translated error. */
export function SelectField<T extends FieldValues>(props: SelectFieldProps<T>) {
  const { name, label, options, placeholder, className, ...select } = props;
  const field = useField<T>(name);
  const { t } = useTranslation();
  return (
    <FormField label={label} error={field.error} className={className}>
      {(a11y) => (
        <select {...a11y} {...select} {...field.registration} className={fieldClass}>
          <option value="">{placeholder ?? t('wizard.common.select')}</option>
          <OptionList options={options} />
        </select>
      )}
    </FormField>
  );
}
