import { TITLES } from '@protea/shared/constants';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { BusinessFields } from '../../../components/form/business-fields';
import { ContactFields } from '../../../components/form/contact-fields';
import { DirectorsFields } from '../../../components/form/directors-fields';
import { lazyZodResolver } from '../../../components/form/lazy-zod-resolver';
import { PersonNameFields } from '../../../components/form/person-name-fields';
import { ReferencePersonFields } from '../../../components/form/reference-person-fields';
import { StableFormProvider } from '../../../components/form/stable-form-provider';
import { ContinueButton } from '../../../components/wizard/continue-button';
import { InfoRequestNotice } from '../../../components/wizard/info-request-notice';
import { PopiaNotice } from '../../../components/wizard/popia-notice';
import { StepActions } from '../../../components/wizard/step-actions';
import { StepHeading } from '../../../components/wizard/step-heading';
import { BUSINESS_DETAIL_KEYS } from '../wizard-fields';
import type { WizardKind } from '../wizard-kind';
import type {
  BusinessClient,
  BusinessClientForm,
  BusinessDetails,
  ClientDetails,
  ClientDetailsForm,
} from '../wizard-schemas';

// A business's form is the household's with the business fields added; the household's values are a part of it.
type Form = BusinessClientForm;
type Output = BusinessClient;
const BUSINESS_KEYS = BUSINESS_DETAIL_KEYS;

// The shared schemas (and the validation library) load when the form is first checked: the first screen of the
// wizard shows without them (issue 12).
const householdResolver = lazyZodResolver<Form, Output>(
  // A household's form is the business form without the business fields: its values are a part of the business's.
  async () => (await import('../wizard-schemas')).clientDetailsWithConsentSchema as unknown as ZodType<Output, Form>,
);
const businessResolver = lazyZodResolver(
  async () => (await import('../wizard-schemas')).businessClientWithConsentSchema,
);
/** The form's output split into the representative (the client fields) and the business. */
function splitBusiness(kind: WizardKind, { consent: _consent, ...values }: Output) {
  const business = Object.fromEntries(BUSINESS_KEYS.map((key) => [key, values[key]])) as BusinessDetails;
  const client = Object.fromEntries(
    Object.entries(values).filter(([key]) => !(BUSINESS_KEYS as readonly string[]).includes(key)),
  ) as ClientDetails;
  return { client, business: kind === 'business' ? business : null };
}

interface ClientDetailsStepProps {
  kind: WizardKind;
  defaults: Partial<ClientDetails> | null;
  businessDefaults: Partial<BusinessDetails> | null;
  /** No application yet: the POPIA notice and consent come first. */
  needsConsent: boolean;
  isCellLocked: boolean;
  infoRequested: string | null;
  isBusy: boolean;
  onSubmit: (details: ClientDetails, business: BusinessDetails | null) => void;
  /** Called with the form's values as they are typed (to keep them until the application exists). */
  onDraftChange?: (values: ClientDetailsForm) => void;
}

export function ClientDetailsStep({
  kind,
  defaults,
  businessDefaults,
  needsConsent,
  isCellLocked,
  infoRequested,
  isBusy,
  onSubmit,
  onDraftChange,
}: ClientDetailsStepProps) {
  const { t } = useTranslation();
  const isBusiness = kind === 'business';
  const form = useForm<Form, unknown, Output>({
    resolver: isBusiness ? businessResolver : householdResolver,
    // Consent is recorded with the application; once it exists, the notice is not asked again.
    defaultValues: {
      ...(isBusiness && { directors: [] }),
      ...businessDefaults,
      ...defaults,
      email: defaults?.email ?? '',
      consent: needsConsent ? undefined : true,
    },
  });
  const { watch, register, handleSubmit, formState } = form;
  useEffect(() => {
    if (!onDraftChange) return;
    const subscription = watch((values) => onDraftChange(values as ClientDetailsForm));
    return () => subscription.unsubscribe();
  }, [watch, onDraftChange]);

  // The fields follow their own state (useField): the form's re-renders (react-hook-form's first one right after the
  // first render, one at each submit) leave them alone (StableFormProvider).
  const fields = useMemo(
    () => (
      <>
        {isBusiness && <BusinessFields<Form> textsPrefix="wizard.business.fields" withTradingName />}

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-base font-semibold text-slate-900">
            {t(isBusiness ? 'wizard.business.representativeTitle' : 'wizard.client.personalTitle')}
          </legend>
          <PersonNameFields<Form> textsPrefix="wizard.client" titles={TITLES} />
          <ContactFields<Form> textsPrefix="wizard.client" isCellLocked={isCellLocked} isEmailOptional />
        </fieldset>

        {isBusiness && (
          <div className="mt-6">
            <DirectorsFields<Form> textsPrefix="wizard.business.directors" />
          </div>
        )}

        <ReferencePersonFields<Form> textsPrefix="wizard.client" />
      </>
    ),
    [isBusiness, isCellLocked, t],
  );

  return (
    <StableFormProvider {...form}>
      <form
        onSubmit={handleSubmit((values) => {
          const { client, business } = splitBusiness(kind, values);
          onSubmit(client, business);
        })}
        noValidate
      >
        <StepHeading intro={t(isBusiness ? 'wizard.business.intro' : 'wizard.client.intro')}>
          {t('wizard.steps.client_details')}
        </StepHeading>
        {infoRequested && (
          <InfoRequestNotice
            message={infoRequested}
            titleKey="wizard.client.infoRequestedTitle"
            hintKey="wizard.client.infoRequestedHint"
          />
        )}
        {needsConsent && <PopiaNotice {...register('consent')} error={formState.errors.consent?.message} />}
        {fields}

        <StepActions>
          <ContinueButton type="submit" isBusy={isBusy} />
        </StepActions>
      </form>
    </StableFormProvider>
  );
}
