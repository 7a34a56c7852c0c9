import { type RefObject, useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Premise } from '../api/get-complex-units';
import type { Complex } from '../api/search-complexes';
import { provinceName } from '../record-to-state';
import type { PropertyForm } from '../wizard-schemas';
import { AddressConfirmation } from './address-confirmation';
import { ComplexSearch } from './complex-search';
import { ManualAddress } from './manual-address';
import { UnitSelect } from './unit-select';

export type LocationMode = 'search' | 'manual' | 'confirmed';

const LOCATION_FIELDS = ['complexName', 'unitNumber', 'streetAddress', 'suburb', 'province'] as const;

interface LocationPickerProps {
  mode: LocationMode;
  onModeChange: (mode: LocationMode) => void;
  searchRef: RefObject<HTMLInputElement | null>;
}

/** Search the provider's complexes, pick a unit, or type the address; then read it back. */
export function LocationPicker({ mode, onModeChange, searchRef }: LocationPickerProps) {
  const { t } = useTranslation();
  const { setValue, getValues, formState } = useFormContext<PropertyForm>();
  const [complex, setComplex] = useState<Complex | null>(null);
  const confirmedRef = useRef<HTMLHeadingElement>(null);
  // Where focus goes after the part of the picker holding it disappears.
  const [focusTarget, setFocusTarget] = useState<'confirmation' | 'search' | null>(null);
  const locationError = LOCATION_FIELDS.map((name) => formState.errors[name]?.message).find(Boolean)
    ? t('wizard.property.locationRequired')
    : undefined;

  useEffect(() => {
    if (focusTarget === 'confirmation' && mode === 'confirmed') confirmedRef.current?.focus();
    if (focusTarget === 'search' && mode === 'search' && !complex) searchRef.current?.focus();
  }, [focusTarget, mode, complex, searchRef]);

  const fill = (values: Partial<PropertyForm>) => {
    for (const [name, value] of Object.entries(values)) {
      setValue(name as keyof PropertyForm, value as never, {
        shouldDirty: true,
        shouldValidate: formState.isSubmitted,
      });
    }
  };

  const pickUnit = (premise: Premise) => {
    if (!complex) return;
    fill({
      complexName: complex.name,
      unitNumber: premise.unitNumber,
      streetAddress: complex.streetAddress,
      suburb: complex.suburb,
      province: provinceName(complex.province) ?? '',
      premiseId: premise.id,
    });
    setFocusTarget('confirmation');
    onModeChange(provinceName(complex.province) ? 'confirmed' : 'manual');
  };

  const startOver = () => {
    fill({ complexName: '', unitNumber: '', streetAddress: '', suburb: '', province: '', premiseId: undefined });
    setComplex(null);
    setFocusTarget('search');
    onModeChange('search');
  };

  if (mode === 'confirmed') {
    const v = getValues();
    const lines = [
      t('wizard.property.unitLine', { unit: v.unitNumber, complex: v.complexName }),
      `${v.streetAddress}, ${v.suburb}`,
      v.province ?? '',
    ];
    return <AddressConfirmation lines={lines} headingRef={confirmedRef} onChange={startOver} />;
  }
  if (mode === 'manual') return <ManualAddress onSearchInstead={startOver} />;
  if (complex) {
    return (
      <UnitSelect
        complex={complex}
        error={locationError}
        onPick={pickUnit}
        onChangeComplex={() => {
          setComplex(null);
          setFocusTarget('search');
        }}
      />
    );
  }
  return (
    <ComplexSearch
      inputRef={searchRef}
      error={locationError}
      onPick={setComplex}
      onCannotFind={(searchText) => {
        fill({ premiseId: undefined, complexName: searchText || getValues('complexName') });
        onModeChange('manual');
      }}
    />
  );
}
