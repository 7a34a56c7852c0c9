import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { FormProvider, type SubmitErrorHandler, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { type PropertyDetails, type PropertyForm, propertyFormSchema } from '../wizard-schemas';
import { FormField, inputClass } from './form-field';
import { type LocationMode, LocationPicker } from './location-picker';
import { OWNER_TENANT_FIRST_ID, OwnerTenantField } from './owner-tenant-field';
import { PostalFields } from './postal-fields';
import { StepActions } from './step-actions';
import { StepHeading } from './step-heading';

interface PropertyStepProps {
  defaults: Partial<PropertyDetails> | null;
  isBusy: boolean;
  onBack: () => void;
  onSubmit: (property: PropertyDetails) => void;
}

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
  const errors = form.formState.errors;

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
          <OwnerTenantField />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('wizard.property.occupationDate')} error={errors.occupationDate?.message}>
              {(a11y) => <input {...a11y} {...form.register('occupationDate')} type="date" className={inputClass} />}
            </FormField>
            {isOwner !== undefined && (
              <FormField
                label={isOwner ? t('wizard.property.transferDate') : t('wizard.property.leaseDate')}
                error={errors.leaseDate?.message}
              >
                {(a11y) => <input {...a11y} {...form.register('leaseDate')} type="date" className={inputClass} />}
              </FormField>
            )}
          </div>
        </div>

        <div className="mt-6">
          <PostalFields />
        </div>

        <StepActions onBack={onBack} isBusy={isBusy}>
          <Button type="submit" disabled={isBusy}>
            {isBusy ? t('wizard.common.saving') : t('common.continue')}
          </Button>
        </StepActions>
      </form>
    </FormProvider>
  );
}
