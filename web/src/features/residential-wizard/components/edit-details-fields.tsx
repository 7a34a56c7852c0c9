import { PROVINCE_NAMES } from '@protea/shared/constants';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import type { EditDetails, EditDetailsForm } from '../wizard-schemas';
import { FormField, inputClass, readOnlyClass } from './form-field';

interface EditDetailsFieldsProps {
  form: UseFormReturn<EditDetailsForm, unknown, EditDetails>;
  cellPhone: string;
  /** The record's CellConfirmed: only then is the number called verified. */
  isCellConfirmed: boolean;
  isOwner: boolean | undefined;
}

export function EditDetailsFields({ form, cellPhone, isCellConfirmed, isOwner }: EditDetailsFieldsProps) {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = form;
  const text = (name: keyof EditDetailsForm, label: string, type = 'text') => (
    <FormField label={label} error={errors[name]?.message}>
      {(a11y) => <input {...a11y} {...register(name)} type={type} className={inputClass} />}
    </FormField>
  );
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      {text('firstName', t('wizard.client.firstName'))}
      {text('surname', t('wizard.client.surname'))}
      {text('email', t('wizard.client.email'), 'email')}
      {/* Never sent from here: a verified number cannot change, an unverified one changes on Client details. */}
      <FormField
        label={`${t('wizard.client.cellPhone')} (${isCellConfirmed ? t('wizard.edit.cannotChange') : t('wizard.edit.notVerified')})`}
        hint={isCellConfirmed ? t('wizard.edit.cannotChangeHint') : t('wizard.edit.notVerifiedHint')}
      >
        {(a11y) => <input {...a11y} value={cellPhone} readOnly className={cn(inputClass, readOnlyClass)} />}
      </FormField>
      {text('complexName', t('wizard.property.complexName'))}
      {text('streetAddress', t('wizard.property.streetAddress'))}
      {text('unitNumber', t('wizard.property.unitNumber'))}
      {text('suburb', t('wizard.property.suburb'))}
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
      {text('occupationDate', t('wizard.property.occupationDate'), 'date')}
      {text('leaseDate', isOwner ? t('wizard.property.transferDate') : t('wizard.property.leaseDate'), 'date')}
    </div>
  );
}
