import type { FieldErrors } from '@protea/shared/api-error';
import { TERMINATION_TITLES, type TerminationWizardKind } from '@protea/shared/termination-constants';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BusinessFields } from '../../../components/form/business-fields';
import { ContactFields } from '../../../components/form/contact-fields';
import { DIGITS_INPUT } from '../../../components/form/digits-input';
import { lazyZodResolver } from '../../../components/form/lazy-zod-resolver';
import { PersonNameFields } from '../../../components/form/person-name-fields';
import { ReferencePersonFields } from '../../../components/form/reference-person-fields';
import { setServerErrors } from '../../../components/form/set-server-errors';
import { StableFormProvider } from '../../../components/form/stable-form-provider';
import { TextField } from '../../../components/form/text-field';
import { ContinueButton } from '../../../components/wizard/continue-button';
import { PopiaNotice } from '../../../components/wizard/popia-notice';
import { StepActions } from '../../../components/wizard/step-actions';
import { StepHeading } from '../../../components/wizard/step-heading';
import type { PersonalDetails, PersonalForm } from '../personal-form';
import type { TerminationState } from '../termination-state';

interface PersonalDetailsStepProps {
  kind: TerminationWizardKind;
  defaults: TerminationState['personal'];
  /** No draft yet: the POPIA notice and consent come first. */
  needsConsent: boolean;
  isBusy: boolean;
  onBack: () => void;
  /** Resolves with the server's field errors when it refused the details. */
  onSubmit: (details: PersonalDetails) => Promise<FieldErrors | undefined>;
  /** Before the termination exists: each change of the form, for its draft (ADR 041). */
  onDraftChange?: (values: PersonalForm) => void;
}

const Text = TextField<PersonalForm>;

// The kind's shared schema (and the validation library) load when the form is first checked: the first screen of the
// wizard shows without them (issue 12).
const resolverOf = (kind: TerminationWizardKind) =>
  lazyZodResolver<PersonalForm, PersonalDetails & { consent: true }>(async () =>
    (await import('../personal-form')).personalFormSchema(kind),
  );
const RESOLVERS = { residential: resolverOf('residential'), business: resolverOf('business') };

export function PersonalDetailsStep({
  kind,
  defaults,
  needsConsent,
  isBusy,
  onBack,
  onSubmit,
  onDraftChange,
}: PersonalDetailsStepProps) {
  const { t } = useTranslation();
  const form = useForm<PersonalForm, unknown, PersonalDetails & { consent: true }>({
    resolver: RESOLVERS[kind],
    defaultValues: { ...defaults, consent: needsConsent ? undefined : true },
  });
  const { watch } = form;
  useEffect(() => {
    if (!onDraftChange) return;
    const subscription = watch((values) => onDraftChange(values as PersonalForm));
    return () => subscription.unsubscribe();
  }, [watch, onDraftChange]);
  const isBusiness = kind === 'business';
  const submit = form.handleSubmit(async ({ consent: _consent, ...details }) => {
    setServerErrors(form.setError, await onSubmit(details), 'personalDetails');
  });

  // The fields follow their own state (useField): the form's re-renders (react-hook-form's first one right after the
  // first render, one at each submit) leave them alone (StableFormProvider).
  const fields = useMemo(
    () => (
      <>
        {isBusiness && <BusinessFields<PersonalForm> textsPrefix="termination.business" />}

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-base font-semibold text-slate-900">
            {t(isBusiness ? 'termination.personal.representativeTitle' : 'termination.personal.personTitle')}
          </legend>
          <PersonNameFields<PersonalForm> textsPrefix="termination.personal" titles={TERMINATION_TITLES} />
          <Text
            name="proteaAccountNumber"
            label={t('termination.personal.accountNumber')}
            hint={t('termination.personal.accountNumberHint')}
            {...DIGITS_INPUT}
            spellCheck={false}
          />
          <ContactFields<PersonalForm> textsPrefix="termination.personal" />
        </fieldset>

        <ReferencePersonFields<PersonalForm> textsPrefix="termination.personal" />
      </>
    ),
    [isBusiness, t],
  );

  return (
    <StableFormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <StepHeading intro={t(`termination.personal.intro.${kind}`)}>
          {t('termination.steps.personal-details')}
        </StepHeading>
        {needsConsent && (
          <PopiaNotice
            purposeTexts="termination.privacy"
            {...form.register('consent')}
            error={form.formState.errors.consent?.message}
          />
        )}
        {fields}

        <StepActions onBack={onBack} isBusy={isBusy}>
          <ContinueButton type="submit" isBusy={isBusy} />
        </StepActions>
      </form>
    </StableFormProvider>
  );
}
