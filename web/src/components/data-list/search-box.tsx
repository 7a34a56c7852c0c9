import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { fieldClass } from '../form/field-class';
import { FormField } from '../form/form-field';

const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  value: string;
  /** Called once typing pauses, with the trimmed text. */
  onChange: (search: string) => void;
  label: string;
  placeholder: string;
}

/** A search field that asks the server once per pause in typing, not once per key. */
export function SearchBox({ value, onChange, label, placeholder }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const typed = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new pause in typing changes the filter
  useEffect(() => {
    if (typed !== value) onChange(typed);
  }, [typed]);

  return (
    <FormField label={label}>
      {(a11y) => (
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 h-5 w-5 text-slate-500" />
          <input
            {...a11y}
            type="search"
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
            placeholder={placeholder}
            className={`${fieldClass} pl-10`}
          />
        </div>
      )}
    </FormField>
  );
}
