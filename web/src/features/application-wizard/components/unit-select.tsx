import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClass } from '../../../components/form/field-class';
import { FormField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { type Premise, useComplexUnits } from '../api/get-complex-units';
import type { Complex } from '../api/search-complexes';
import { ComplexSummary } from './complex-summary';

interface UnitSelectProps {
  complex: Complex;
  error?: string;
  onPick: (premise: Premise) => void;
  onChangeComplex: () => void;
}

export function UnitSelect({ complex, error, onPick, onChangeComplex }: UnitSelectProps) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useComplexUnits(complex.id);
  const premises = data?.premises ?? [];
  const selectRef = useRef<HTMLSelectElement>(null);
  const hasUnits = premises.length > 0;
  // The search results that held focus are gone; the unit list is the next thing to answer.
  useEffect(() => {
    if (hasUnits) selectRef.current?.focus();
  }, [hasUnits]);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
        <p className="flex items-start gap-3">
          <ComplexSummary complex={complex} />
        </p>
        <Button variant="secondary" onClick={onChangeComplex}>
          {t('wizard.property.changeComplex')}
        </Button>
      </div>
      {isPending && <p role="status">{t('common.loading')}</p>}
      {isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('wizard.property.unitsFailed')}
        </p>
      )}
      {data && premises.length === 0 && <p>{t('wizard.property.noUnits')}</p>}
      {premises.length > 0 && (
        <FormField label={t('wizard.property.unitSelect')} error={error}>
          {(a11y) => (
            <select
              {...a11y}
              ref={selectRef}
              defaultValue=""
              onChange={(event) => {
                const premise = premises.find((p) => String(p.id) === event.target.value);
                if (premise) onPick(premise);
              }}
              className={fieldClass}
            >
              <option value="">{t('wizard.common.select')}</option>
              {premises.map((premise) => (
                <option key={premise.id} value={premise.id}>
                  {t('wizard.property.unitOption', { unit: premise.unitNumber })}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
    </div>
  );
}
