import { zodResolver } from '@hookform/resolvers/zod';
import { TITLES } from '@protea/shared/constants';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { type ClientDetails, type ClientDetailsForm, clientDetailsWithConsentSchema } from '../wizard-schemas';
import { FormField, inputClass, readOnlyClass } from './form-field';
import { PopiaNotice } from './popia-notice';
import { StepActions } from './step-actions';
import { StepHeading } from './step-heading';

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
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ClientDetailsForm, unknown, ClientDetails & { consent: true }>({
    resolver: zodResolver(clientDetailsWithConsentSchema),
    // Consent is recorded with the application; once it exists, the notice is not asked again.
    defaultValues: { ...defaults, email: defaults?.email ?? '', consent: needsConsent ? undefined : true },
  });
  useEffect(() => {
    if (!onDraftChange) return;
    const subscription = watch((values) => onDraftChange(values as ClientDetailsForm));
    return () => subscription.unsubscribe();
  }, [watch, onDraftChange]);
  const text = (name: keyof ClientDetailsForm, autoComplete?: string) => ({
    ...register(name),
    autoComplete,
    className: inputClass,
  });

  return (
    <form onSubmit={handleSubmit(({ consent: _consent, ...details }) => onSubmit(details))} noValidate>
      <StepHeading intro={t('wizard.client.intro')}>{t('wizard.steps.client_details')}</StepHeading>
      {infoRequested && (
        <div role="alert" className="mb-5 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950">
          <p className="font-semibold">{t('wizard.client.infoRequestedTitle')}</p>
          <p className="mt-1 whitespace-pre-line">{infoRequested}</p>
          <p className="mt-2 text-sm">{t('wizard.client.infoRequestedHint')}</p>
        </div>
      )}
      {needsConsent && <PopiaNotice {...register('consent')} error={errors.consent?.message} />}

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-slate-900">{t('wizard.client.personalTitle')}</legend>
        <div className="grid grid-cols-[7rem_1fr] gap-3">
          <FormField label={t('wizard.client.title')} error={errors.title?.message}>
            {(a11y) => (
              <select {...a11y} {...register('title')} autoComplete="honorific-prefix" className={inputClass}>
                <option value="">{t('wizard.common.select')}</option>
                {TITLES.map((title) => (
                  <option key={title} value={title}>
                    {t(`wizard.client.titles.${title}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={t('wizard.client.initials')} error={errors.initials?.message}>
            {(a11y) => <input {...a11y} {...text('initials')} maxLength={10} autoCapitalize="characters" />}
          </FormField>
        </div>
        <FormField label={t('wizard.client.firstName')} error={errors.firstName?.message}>
          {(a11y) => <input {...a11y} {...text('firstName', 'given-name')} />}
        </FormField>
        <FormField label={t('wizard.client.surname')} error={errors.surname?.message}>
          {(a11y) => <input {...a11y} {...text('surname', 'family-name')} />}
        </FormField>
        <FormField
          label={t('wizard.client.idNumber')}
          hint={t('wizard.client.idNumberHint')}
          error={errors.idNumber?.message}
        >
          {(a11y) => <input {...a11y} {...text('idNumber', 'off')} inputMode="text" spellCheck={false} />}
        </FormField>
        <FormField
          label={t('wizard.client.cellPhone')}
          hint={isCellLocked ? t('wizard.client.cellPhoneLocked') : t('wizard.client.cellPhoneHint')}
          error={errors.cellPhone?.message}
        >
          {(a11y) => (
            <input
              {...a11y}
              {...text('cellPhone', 'tel')}
              type="tel"
              readOnly={isCellLocked}
              className={cn(inputClass, isCellLocked && readOnlyClass)}
            />
          )}
        </FormField>
        <FormField label={t('wizard.client.email')} isOptional error={errors.email?.message}>
          {(a11y) => <input {...a11y} {...text('email', 'email')} type="email" spellCheck={false} />}
        </FormField>
      </fieldset>

      <fieldset className="mt-6 grid gap-4 sm:grid-cols-2">
        <legend className="mb-1 text-base font-semibold text-slate-900">{t('wizard.client.referenceTitle')}</legend>
        <p className="text-sm text-slate-600 sm:col-span-2">{t('wizard.client.referenceIntro')}</p>
        <FormField label={t('wizard.client.refName')} error={errors.refName?.message}>
          {(a11y) => <input {...a11y} {...text('refName', 'off')} />}
        </FormField>
        <FormField label={t('wizard.client.refRelation')} isOptional error={errors.refRelation?.message}>
          {(a11y) => <input {...a11y} {...text('refRelation', 'off')} />}
        </FormField>
        <FormField label={t('wizard.client.refAddress')} isOptional error={errors.refAddress?.message}>
          {(a11y) => <input {...a11y} {...text('refAddress', 'off')} />}
        </FormField>
        <FormField label={t('wizard.client.refCellNo')} error={errors.refCellNo?.message}>
          {(a11y) => <input {...a11y} {...text('refCellNo', 'off')} type="tel" />}
        </FormField>
      </fieldset>

      <StepActions>
        <Button type="submit" disabled={isBusy}>
          {isBusy ? t('wizard.common.saving') : t('common.continue')}
        </Button>
      </StepActions>
    </form>
  );
}
