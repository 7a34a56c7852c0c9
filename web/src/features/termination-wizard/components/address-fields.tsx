import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PROVINCE_SLUG_OPTIONS } from '../../../components/form/province-options';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';

type AddressPart = 'complex' | 'unit' | 'streetNumber' | 'streetName' | 'suburb' | 'province';

interface AddressFieldsProps<T extends FieldValues> {
  names: Record<AddressPart, Path<T>>;
  /**
   * The new address for the final account, which may be a freestanding house: complex and unit are optional and
   * the city is asked (`city` names its field). The property being left is a unit in a complex: both required.
   */
  house?: { city: Path<T> };
}

/** An address of the termination: the property's (`complexName`...) or the new one for the final account (`newComplexName`...). */
export function AddressFields<T extends FieldValues>({ names, house }: AddressFieldsProps<T>) {
  const { t } = useTranslation();
  const Text = TextField<T>;
  const isHouseAllowed = house !== undefined;
  return (
    <>
      <Text
        name={names.complex}
        label={t('termination.address.complex')}
        isOptional={isHouseAllowed}
        autoComplete="off"
      />
      <Text name={names.unit} label={t('termination.address.unit')} isOptional={isHouseAllowed} autoComplete="off" />
      <Text name={names.streetNumber} label={t('termination.address.streetNumber')} autoComplete="off" />
      <Text name={names.streetName} label={t('termination.address.streetName')} autoComplete="off" />
      <Text name={names.suburb} label={t('termination.address.suburb')} autoComplete="off" />
      {house && <Text name={house.city} label={t('termination.address.city')} autoComplete="off" />}
      <SelectField<T> name={names.province} label={t('termination.address.province')} options={PROVINCE_SLUG_OPTIONS} />
    </>
  );
}
