import { PROVINCE_NAMES } from '@protea/shared/constants';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { PropertyForm } from '../wizard-schemas';
import { FormField, inputClass } from './form-field';

/** The "cannot find my complex" path: the applicant types the address. */
export function ManualAddress({ onSearchInstead }: { onSearchInstead: () => void }) {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = useFormContext<PropertyForm>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <p className="text-sm text-slate-700 sm:col-span-2">{t('wizard.property.manualIntro')}</p>
      <FormField label={t('wizard.property.complexName')} error={errors.complexName?.message}>
        {(a11y) => <input {...a11y} {...register('complexName')} className={inputClass} />}
      </FormField>
      <FormField label={t('wizard.property.unitNumber')} error={errors.unitNumber?.message}>
        {(a11y) => <input {...a11y} {...register('unitNumber')} className={inputClass} />}
      </FormField>
      <FormField label={t('wizard.property.streetAddress')} error={errors.streetAddress?.message}>
        {(a11y) => (
          <input {...a11y} {...register('streetAddress')} autoComplete="address-line1" className={inputClass} />
        )}
      </FormField>
      <FormField label={t('wizard.property.suburb')} error={errors.suburb?.message}>
        {(a11y) => <input {...a11y} {...register('suburb')} autoComplete="address-level3" className={inputClass} />}
      </FormField>
      <FormField label={t('wizard.property.province')} error={errors.province?.message}>
        {(a11y) => (
          <select {...a11y} {...register('province')} className={inputClass}>
            <option value="">{t('wizard.common.select')}</option>
            {PROVINCE_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="sm:col-span-2">
        <Button variant="ghost" className="-ml-3 text-brand-800 underline" onClick={onSearchInstead}>
          {t('wizard.property.searchInstead')}
        </Button>
      </div>
    </div>
  );
}
