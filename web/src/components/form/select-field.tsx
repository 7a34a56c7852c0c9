import type { ReactNode, SelectHTMLAttributes } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { fieldClass } from './field-class';
import { FormField } from './form-field';
import { OptionList, type SelectOption } from './option-list';
import { useField } from './use-field';

interface SelectFieldProps<T extends FieldValues>
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'className'> {
  name: Path<T>;
  label: ReactNode;
  options: readonly SelectOption[];
  /** The empty first option ("Select..."), which leaves the field unanswered. */
  placeholder: string;
  className?: string;
}

/** A native select of a react-hook-form form, with its label and translated error. */
export function SelectField<T extends FieldValues>(props: SelectFieldProps<T>) {
  const { name, label, options, placeholder, className, ...select } = props;
  const field = useField<T>(name);
  return (
    <FormField label={label} error={field.error} className={className}>
      {(a11y) => (
        <select {...a11y} {...select} {...field.registration} className={fieldClass}>
          <option value="">{placeholder}</option>
          <OptionList options={options} />
        </select>
      )}
    </FormField>
  );
}
