import { useTranslation } from 'react-i18next';
import { PROVINCE_OPTIONS } from '../../../components/form/province-options';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import type { PropertyForm } from '../wizard-schemas';

/** The "cannot find my complex" path: the applicant types the address. */
export function ManualAddress({ onSearchInstead }: { onSearchInstead: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <p className="text-sm text-slate-700 sm:col-span-2">{t('wizard.property.manualIntro')}</p>
      <TextField<PropertyForm> name="complexName" label={t('wizard.property.complexName')} />
      <TextField<PropertyForm> name="unitNumber" label={t('wizard.property.unitNumber')} />
      <TextField<PropertyForm>
        name="streetAddress"
        label={t('wizard.property.streetAddress')}
        autoComplete="address-line1"
      />
      <TextField<PropertyForm> name="suburb" label={t('wizard.property.suburb')} autoComplete="address-level3" />
      <SelectField<PropertyForm> name="province" label={t('wizard.property.province')} options={PROVINCE_OPTIONS} />
      <div className="sm:col-span-2">
        <Button variant="ghost" className="-ml-3 text-brand-800 underline" onClick={onSearchInstead}>
          {t('wizard.property.searchInstead')}
        </Button>
      </div>
    </div>
  );
}
