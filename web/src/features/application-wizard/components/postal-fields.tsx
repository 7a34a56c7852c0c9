import { POSTAL_ADDRESS_MAX } from '@protea/shared/constants';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/text-field';
import type { PropertyForm } from '../wizard-schemas';

export function PostalFields() {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-4 sm:grid-cols-[1fr_10rem]">
      <legend className="mb-3 text-base font-semibold text-slate-900">{t('wizard.property.postalTitle')}</legend>
      <TextField<PropertyForm>
        name="postalAddress"
        label={t('wizard.property.postalAddress')}
        hint={(value) => t('wizard.property.postalAddressCounter', { length: value.length, max: POSTAL_ADDRESS_MAX })}
        maxLength={POSTAL_ADDRESS_MAX}
      />
      <TextField<PropertyForm>
        name="postalCode"
        label={t('wizard.property.postalCode')}
        inputMode="numeric"
        maxLength={4}
        autoComplete="postal-code"
      />
    </fieldset>
  );
}
