import { POSTAL_ADDRESS_MAX } from '@protea/shared/constants';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PropertyForm } from '../wizard-schemas';
import { FormField, inputClass } from './form-field';

export function PostalFields() {
  const { t } = useTranslation();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<PropertyForm>();
  const postalAddress = useWatch({ control, name: 'postalAddress' }) ?? '';
  return (
    <fieldset className="grid gap-4 sm:grid-cols-[1fr_10rem]">
      <legend className="mb-3 text-base font-semibold text-slate-900">{t('wizard.property.postalTitle')}</legend>
      <FormField
        label={t('wizard.property.postalAddress')}
        hint={t('wizard.property.postalAddressCounter', { length: postalAddress.length, max: POSTAL_ADDRESS_MAX })}
        error={errors.postalAddress?.message}
      >
        {(a11y) => (
          <input {...a11y} {...register('postalAddress')} maxLength={POSTAL_ADDRESS_MAX} className={inputClass} />
        )}
      </FormField>
      <FormField label={t('wizard.property.postalCode')} error={errors.postalCode?.message}>
        {(a11y) => (
          <input
            {...a11y}
            {...register('postalCode')}
            inputMode="numeric"
            maxLength={4}
            autoComplete="postal-code"
            className={inputClass}
          />
        )}
      </FormField>
    </fieldset>
  );
}
