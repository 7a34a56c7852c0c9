import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { FormProvider, type SubmitErrorHandler, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OWNER_TENANT_FIRST_ID, OwnerTenantField, ownerTenantTexts } from '../../../components/form/owner-tenant-field';
import { TextField } from '../../../components/form/text-field';
import { ContinueButton } from '../../../components/wizard/continue-button';
import { StepActions } from '../../../components/wizard/step-actions';
import { StepHeading } from '../../../components/wizard/step-heading';
import { type PropertyDetails, type PropertyForm, propertyFormSchema } from '../wizard-schemas';
import { type LocationMode, LocationPicker } from './location-picker';
import { PostalFields } from './postal-fields';

interface PropertyStepProps {
  defaults: Partial<PropertyDetails> | null;
  isBusy: boolean;
  onBack: () => void;
  onSubmit: (property: PropertyDetails) => void;
}

const OWNER_TENANT_TEXTS = ownerTenantTexts('wizard.property');
const LOCATION_FIELDS = new Set(['complexName', 'unitNumber', 'streetAddress', 'suburb', 'province']);
const FIELD_ORDER = [...LOCATION_FIELDS, 'isOwner', 'occupationDate', 'leaseDate', 'postalAddress', 'postalCode'];

export function PropertyStep({ defaults, isBusy, onBack, onSubmit }: PropertyStepProps) {
  const { t } = useTranslation();
  const form = useForm<PropertyForm, unknown, PropertyDetails>({
    resolver: zodResolver(propertyFormSchema),
    defaultValues: { postalAddress: '', postalCode: '', occupationDate: '', leaseDate: '', ...defaults },
    shouldFocusError: false,
  });
  const [mode, setMode] = useState<LocationMode>(defaults?.complexName ? 'confirmed' : 'search');
  const searchRef = useRef<HTMLInputElement>(null);
  const isOwner = form.watch('isOwner');

  // The location is not a plain input while searching, so focus is placed by hand on the first problem.
  const onInvalid: SubmitErrorHandler<PropertyForm> = (fieldErrors) => {
    const first = FIELD_ORDER.find((name) => name in fieldErrors);
    if (!first) return;
    if (LOCATION_FIELDS.has(first) && mode === 'search') searchRef.current?.focus();
    else if (LOCATION_FIELDS.has(first) && mode === 'confirmed') setMode('manual');
    else if (first === 'isOwner') document.getElementById(OWNER_TENANT_FIRST_ID)?.focus();
    else form.setFocus(first as keyof PropertyForm);
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSubmit, onInvalid)} noValidate>
        <StepHeading intro={t('wizard.property.intro')}>{t('wizard.steps.property_info')}</StepHeading>
        <fieldset className="grid gap-3">
          <legend className="mb-3 text-base font-semibold text-slate-900">{t('wizard.property.locationTitle')}</legend>
          <LocationPicker mode={mode} onModeChange={setMode} searchRef={searchRef} />
        </fieldset>

        <div className="mt-6 grid gap-4">
          <OwnerTenantField<PropertyForm> name="isOwner" texts={OWNER_TENANT_TEXTS} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField<PropertyForm> name="occupationDate" label={t('wizard.property.occupationDate')} type="date" />
            {isOwner !== undefined && (
              <TextField<PropertyForm>
                name="leaseDate"
                label={isOwner ? t('wizard.property.transferDate') : t('wizard.property.leaseDate')}
                type="date"
              />
            )}
          </div>
        </div>

        <div className="mt-6">
          <PostalFields />
        </div>

        <StepActions onBack={onBack} isBusy={isBusy}>
          <ContinueButton type="submit" isBusy={isBusy} />
        </StepActions>
      </form>
    </FormProvider>
  );
}
