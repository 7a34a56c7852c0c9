import { Search } from 'lucide-react';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClass } from '../../../components/form/field-class';
import { FormField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { COMPLEX_SEARCH_MIN_LENGTH, type Complex, useComplexSearch } from '../api/search-complexes';
import { ComplexSummary } from './complex-summary';

interface ComplexSearchProps {
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  onPick: (complex: Complex) => void;
  onCannotFind: (searchText: string) => void;
}

export function ComplexSearch({ error, inputRef, onPick, onCannotFind }: ComplexSearchProps) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim(), 300);
  const { data, isFetching, isError } = useComplexSearch(search);
  const isSearchable = search.length >= COMPLEX_SEARCH_MIN_LENGTH;
  const complexes = isSearchable ? (data?.complexes ?? []) : [];
  const suggestions = isSearchable && complexes.length === 0 ? (data?.suggestions ?? []) : [];

  let status = '';
  if (isSearchable && isFetching) status = t('wizard.property.searching');
  else if (isSearchable && isError) status = t('wizard.property.searchFailed');
  else if (isSearchable && data) status = t('wizard.property.resultCount', { count: complexes.length });

  return (
    <div className="grid gap-3">
      <FormField label={t('wizard.property.searchLabel')} hint={t('wizard.property.searchHint')} error={error}>
        {(a11y) => (
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 h-5 w-5 text-slate-500" />
            <input
              {...a11y}
              ref={inputRef}
              type="search"
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              autoComplete="off"
              spellCheck={false}
              className={`${fieldClass} pl-10`}
            />
          </div>
        )}
      </FormField>
      <p role="status" className="text-sm text-slate-700">
        {status}
      </p>
      {complexes.length > 0 && (
        <ul aria-label={t('wizard.property.resultsLabel')} className="grid gap-2">
          {complexes.map((complex) => (
            <li key={complex.id}>
              <button
                type="button"
                onClick={() => onPick(complex)}
                className="flex min-h-11 w-full items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 text-left hover:border-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <ComplexSummary complex={complex} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {suggestions.length > 0 && (
        <section aria-labelledby="did-you-mean" className="rounded-lg border border-slate-200 bg-slate-50 p-3">
          <h3 id="did-you-mean" className="text-sm font-semibold">
            {t('wizard.property.didYouMean')}
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {suggestions.map((suggestion) => (
              <li key={suggestion.id}>
                <Button variant="secondary" onClick={() => setTerm(suggestion.name)}>
                  {suggestion.name}
                  <span className="font-normal text-slate-600">({suggestion.suburb})</span>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div>
        <Button variant="ghost" className="-ml-3 text-brand-800 underline" onClick={() => onCannotFind(term.trim())}>
          {t('wizard.property.cannotFind')}
        </Button>
      </div>
    </div>
  );
}
