import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors } from '@protea/shared/api-error';
import { addDays, saDateOf } from '@protea/shared/sa-time';
import {
  DISCONNECTION_MAX_DAYS_AHEAD,
  type TerminationPropertyInfo,
  type TerminationPropertyInput,
  terminationPropertySchema,
} from '@protea/shared/schemas/termination';
import { FormProvider, type SubmitErrorHandler, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OWNER_TENANT_FIRST_ID, OwnerTenantField, ownerTenantTexts } from '../../../components/form/owner-tenant-field';
import { setServerErrors } from '../../../components/form/set-server-errors';
import { TextField } from '../../../components/form/text-field';
import { ContinueButton } from '../../../components/wizard/continue-button';
import { StepActions } from '../../../components/wizard/step-actions';
import { StepHeading } from '../../../components/wizard/step-heading';
import { useRegisterAddress } from '../use-register-address';
import { AddressFields } from './address-fields';
import { NoticePeriod } from './notice-period';

type PropertyForm = TerminationPropertyInput;

interface PropertyInfoStepProps {
  defaults: Partial<PropertyForm> | null;
  isBusy: boolean;
  /** Back, with what was typed so far, so the step opens with it again. */
  onBack: (typed: Partial<PropertyForm>) => void;
  onSubmit: (property: TerminationPropertyInfo) => Promise<FieldErrors | undefined>;
}

const OWNER_TENANT_TEXTS = ownerTenantTexts('termination.property');
const Text = TextField<PropertyForm>;

export function PropertyInfoStep({ defaults, isBusy, onBack, onSubmit }: PropertyInfoStepProps) {
  const { t } = useTranslation();
  const form = useForm<PropertyForm, unknown, TerminationPropertyInfo>({
    resolver: zodResolver(terminationPropertySchema),
    // Spec 1 section 4: the property form validates on every change.
    mode: 'onChange',
    defaultValues: { ...defaults },
  });
  const isFromRegister = useRegisterAddress(form);
  const today = saDateOf(new Date());
  const disconnectionDate = form.watch('disconnectionDate');
  // The owner-or-tenant cards come first; focus goes to the first card when they are unanswered.
  const onInvalid: SubmitErrorHandler<PropertyForm> = (errors) => {
    if (errors.isOwner) document.getElementById(OWNER_TENANT_FIRST_ID)?.focus();
  };
  const submit = form.handleSubmit(async (property) => {
    setServerErrors(form.setError, await onSubmit(property), 'propertyInfo');
  }, onInvalid);

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <StepHeading intro={t('termination.property.intro')}>{t('termination.steps.property-info')}</StepHeading>
        <OwnerTenantField<PropertyForm> name="isOwner" texts={OWNER_TENANT_TEXTS} />

        <fieldset className="mt-6 grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-base font-semibold text-slate-900">
            {t('termination.property.addressTitle')}
          </legend>
          {isFromRegister && (
            <p role="status" className="text-sm text-slate-700 sm:col-span-2">
              {t('termination.property.fromRegister')}
            </p>
          )}
          <AddressFields<PropertyForm>
            names={{
              complex: 'complexName',
              unit: 'unitNumber',
              streetNumber: 'streetNumber',
              streetName: 'streetName',
              suburb: 'suburb',
              province: 'province',
            }}
          />
        </fieldset>

        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          <Text
            name="disconnectionDate"
            label={t('termination.property.disconnectionDate')}
            hint={t('termination.property.disconnectionDateHint')}
            type="date"
            min={today}
            max={addDays(today, DISCONNECTION_MAX_DAYS_AHEAD)}
          />
          <NoticePeriod date={disconnectionDate} today={today} className="sm:mt-7" />
        </div>

        <fieldset className="mt-6 grid gap-4 sm:grid-cols-2">
          <legend className="mb-1 text-base font-semibold text-slate-900">
            {t('termination.property.ownerTitle')}
          </legend>
          <p className="text-sm text-slate-600 sm:col-span-2">{t('termination.property.ownerIntro')}</p>
          <Text name="ownerName" label={t('termination.property.ownerName')} isOptional autoComplete="off" />
          <Text
            name="ownerCellPhone"
            label={t('termination.property.ownerCellPhone')}
            isOptional
            type="tel"
            autoComplete="off"
          />
          <Text
            name="ownerEmail"
            label={t('termination.property.ownerEmail')}
            isOptional
            type="email"
            autoComplete="off"
          />
        </fieldset>

        <StepActions onBack={() => onBack(form.getValues())} isBusy={isBusy}>
          <ContinueButton type="submit" isBusy={isBusy} />
        </StepActions>
      </form>
    </FormProvider>
  );
}
