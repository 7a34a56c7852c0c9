export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
}

/** The options of a native select. */
export function OptionList<V extends string>({ options }: { options: readonly SelectOption<V>[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
