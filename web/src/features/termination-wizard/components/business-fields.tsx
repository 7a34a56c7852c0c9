import { BUSINESS_TYPES } from '@protea/shared/schemas/termination';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import type { PersonalForm } from '../personal-form';

const Text = TextField<PersonalForm>;

/** The business whose services end: its name, CIPC number, VAT number and type. */
export function BusinessFields() {
  const { t } = useTranslation();
  const types = BUSINESS_TYPES.map((type) => ({ value: type, label: t(`termination.business.types.${type}`) }));
  return (
    <fieldset className="mb-6 grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-base font-semibold text-slate-900">{t('termination.business.title')}</legend>
      <Text name="businessName" label={t('termination.business.name')} autoComplete="organization" />
      <SelectField<PersonalForm>
        name="businessType"
        label={t('termination.business.type')}
        options={types}
        placeholder={t('wizard.common.select')}
      />
      <Text
        name="registrationNumber"
        label={t('termination.business.registrationNumber')}
        hint={t('termination.business.registrationNumberHint')}
        placeholder="2015/123456/07"
        autoComplete="off"
        spellCheck={false}
      />
      <Text
        name="vatNumber"
        label={t('termination.business.vatNumber')}
        hint={t('termination.business.vatNumberHint')}
        isOptional
        inputMode="numeric"
        autoComplete="off"
      />
    </fieldset>
  );
}
