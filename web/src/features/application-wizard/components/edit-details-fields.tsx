import { useTranslation } from 'react-i18next';
import { fieldClass, readOnlyClass } from '../../../components/form/field-class';
import { FormField } from '../../../components/form/form-field';
import { PROVINCE_OPTIONS } from '../../../components/form/province-options';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { cn } from '../../../lib/cn';
import type { EditDetailsForm } from '../wizard-schemas';

interface EditDetailsFieldsProps {
  cellPhone: string;
  /** The record's CellConfirmed: only then is the number called verified. */
  isCellConfirmed: boolean;
  isOwner: boolean | undefined;
}

const Text = TextField<EditDetailsForm>;

export function EditDetailsFields({ cellPhone, isCellConfirmed, isOwner }: EditDetailsFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      <Text name="firstName" label={t('wizard.client.firstName')} />
      <Text name="surname" label={t('wizard.client.surname')} />
      <Text name="email" label={t('wizard.client.email')} type="email" />
      {/* Never sent from here: a verified number cannot change, an unverified one changes on Client details. */}
      <FormField
        label={`${t('wizard.client.cellPhone')} (${isCellConfirmed ? t('wizard.edit.cannotChange') : t('wizard.edit.notVerified')})`}
        hint={isCellConfirmed ? t('wizard.edit.cannotChangeHint') : t('wizard.edit.notVerifiedHint')}
      >
        {(a11y) => <input {...a11y} value={cellPhone} readOnly className={cn(fieldClass, readOnlyClass)} />}
      </FormField>
      <Text name="complexName" label={t('wizard.property.complexName')} />
      <Text name="streetAddress" label={t('wizard.property.streetAddress')} />
      <Text name="unitNumber" label={t('wizard.property.unitNumber')} />
      <Text name="suburb" label={t('wizard.property.suburb')} />
      <SelectField<EditDetailsForm> name="province" label={t('wizard.property.province')} options={PROVINCE_OPTIONS} />
      <Text name="occupationDate" label={t('wizard.property.occupationDate')} type="date" />
      <Text
        name="leaseDate"
        label={isOwner ? t('wizard.property.transferDate') : t('wizard.property.leaseDate')}
        type="date"
      />
    </div>
  );
}
