import { FormField } from '../form/form-field';
import { OptionList, type SelectOption } from '../form/option-list';
import { Select } from '../form/select';

interface FilterSelectProps<V extends string> {
  label: string;
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
}

/** A labelled native select that filters a list as soon as it changes. */
export function FilterSelect<V extends string>({ label, value, options, onChange }: FilterSelectProps<V>) {
  return (
    <FormField label={label}>
      {(a11y) => (
        <Select {...a11y} value={value} onChange={(event) => onChange(event.target.value as V)}>
          <OptionList options={options} />
        </Select>
      )}
    </FormField>
  );
}
