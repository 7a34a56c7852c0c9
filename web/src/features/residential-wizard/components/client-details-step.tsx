import { zodResolver } from '@hookform/resolvers/zod';
import { TITLES } from '@protea/shared/constants';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { readOnlyClass } from '../../../components/form/field-class';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { ContinueButton } from '../../../components/wizard/continue-button';
import { InfoRequestNotice } from '../../../components/wizard/info-request-notice';
import { PopiaNotice } from '../../../components/wizard/popia-notice';
import { StepActions } from '../../../components/wizard/step-actions';
import { StepHeading } from '../../../components/wizard/step-heading';
import { type ClientDetails, type ClientDetailsForm, clientDetailsWithConsentSchema } from '../wizard-schemas';

interface ClientDetailsStepProps {
  defaults: Partial<ClientDetails> | null;
  /** No application yet: the POPIA notice and consent come first. */
  needsConsent: boolean;
  isCellLocked: boolean;
  infoRequested: string | null;
  isBusy: boolean;
  onSubmit: (details: ClientDetails) => void;
  /** Called with the form's values as they are typed (to keep them until the application exists). */
  onDraftChange?: (values: ClientDetailsForm) => void;
}

/** The form's text fields, typed by its values. */
const Text = TextField<ClientDetailsForm>;

export function ClientDetailsStep({
  defaults,
  needsConsent,
  isCellLocked,
  infoRequested,
  isBusy,
  onSubmit,
  onDraftChange,
}: ClientDetailsStepProps) {
  const { t } = useTranslation();
  const form = useForm<ClientDetailsForm, unknown, ClientDetails & { consent: true }>({
    resolver: zodResolver(clientDetailsWithConsentSchema),
    // Consent is recorded with the application; once it exists, the notice is not asked again.
    defaultValues: { ...defaults, email: defaults?.email ?? '', consent: needsConsent ? undefined : true },
  });
  const { watch, register, handleSubmit, formState } = form;
  useEffect(() => {
    if (!onDraftChange) return;
    const subscription = watch((values) => onDraftChange(values as ClientDetailsForm));
    return () => subscription.unsubscribe();
  }, [watch, onDraftChange]);
  const titles = TITLES.map((title) => ({ value: title, label: t(`wizard.client.titles.${title}`) }));

  return (
    <FormProvider {...form}>
      <form onSubmit={handleSubmit(({ consent: _consent, ...details }) => onSubmit(details))} noValidate>
        <StepHeading intro={t('wizard.client.intro')}>{t('wizard.steps.client_details')}</StepHeading>
        {infoRequested && (
          <InfoRequestNotice
            message={infoRequested}
            titleKey="wizard.client.infoRequestedTitle"
            hintKey="wizard.client.infoRequestedHint"
          />
        )}
        {needsConsent && <PopiaNotice {...register('consent')} error={formState.errors.consent?.message} />}

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-base font-semibold text-slate-900">{t('wizard.client.personalTitle')}</legend>
          <div className="grid grid-cols-[7rem_1fr] gap-3">
            <SelectField<ClientDetailsForm>
              name="title"
              label={t('wizard.client.title')}
              options={titles}
              placeholder={t('wizard.common.select')}
              autoComplete="honorific-prefix"
            />
            <Text name="initials" label={t('wizard.client.initials')} maxLength={10} autoCapitalize="characters" />
          </div>
          <Text name="firstName" label={t('wizard.client.firstName')} autoComplete="given-name" />
          <Text name="surname" label={t('wizard.client.surname')} autoComplete="family-name" />
          <Text
            name="idNumber"
            label={t('wizard.client.idNumber')}
            hint={t('wizard.client.idNumberHint')}
            autoComplete="off"
            inputMode="text"
            spellCheck={false}
          />
          <Text
            name="cellPhone"
            label={t('wizard.client.cellPhone')}
            hint={isCellLocked ? t('wizard.client.cellPhoneLocked') : t('wizard.client.cellPhoneHint')}
            autoComplete="tel"
            type="tel"
            readOnly={isCellLocked}
            inputClassName={isCellLocked ? readOnlyClass : undefined}
          />
          <Text
            name="email"
            label={t('wizard.client.email')}
            isOptional
            autoComplete="email"
            type="email"
            spellCheck={false}
          />
        </fieldset>

        <fieldset className="mt-6 grid gap-4 sm:grid-cols-2">
          <legend className="mb-1 text-base font-semibold text-slate-900">{t('wizard.client.referenceTitle')}</legend>
          <p className="text-sm text-slate-600 sm:col-span-2">{t('wizard.client.referenceIntro')}</p>
          <Text name="refName" label={t('wizard.client.refName')} autoComplete="off" />
          <Text name="refRelation" label={t('wizard.client.refRelation')} isOptional autoComplete="off" />
          <Text name="refAddress" label={t('wizard.client.refAddress')} isOptional autoComplete="off" />
          <Text name="refCellNo" label={t('wizard.client.refCellNo')} autoComplete="off" type="tel" />
        </fieldset>

        <StepActions>
          <ContinueButton type="submit" isBusy={isBusy} />
        </StepActions>
      </form>
    </FormProvider>
  );
}
