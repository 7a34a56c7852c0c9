import { zodResolver } from '@hookform/resolvers/zod';
import { TITLES } from '@protea/shared/constants';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ContactFields } from '../../../components/form/contact-fields';
import { PersonNameFields } from '../../../components/form/person-name-fields';
import { ReferencePersonFields } from '../../../components/form/reference-person-fields';
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
          <PersonNameFields<ClientDetailsForm> textsPrefix="wizard.client" titles={TITLES} />
          <ContactFields<ClientDetailsForm> textsPrefix="wizard.client" isCellLocked={isCellLocked} isEmailOptional />
        </fieldset>

        <ReferencePersonFields<ClientDetailsForm> textsPrefix="wizard.client" />

        <StepActions>
          <ContinueButton type="submit" isBusy={isBusy} />
        </StepActions>
      </form>
    </FormProvider>
  );
}
