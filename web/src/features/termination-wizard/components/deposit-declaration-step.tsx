import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors } from '@protea/shared/api-error';
import type { SigningDraft } from '@protea/shared/schemas/signing-draft';
import type { Signer } from '@protea/shared/typed-signature';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { setServerErrors } from '../../../components/form/set-server-errors';
import { TextField } from '../../../components/form/text-field';
import { SignatureOnceTicked } from '../../../components/signature/signature-once-ticked';
import { type SignatureValue, signingDraftOf } from '../../../components/signature/signature-value';
import { useSignature } from '../../../components/signature/use-signature';
import { Button } from '../../../components/ui/button';
import { StepActions } from '../../../components/wizard/step-actions';
import { StepHeading } from '../../../components/wizard/step-heading';
import { SUBMIT_WAITS_FOR_ID, SubmitWaitsFor } from '../../../components/wizard/submit-waits-for';
import { type DepositForm, type DepositValues, depositFormSchema, savableDeposit } from '../deposit-form';
import type { TerminationState } from '../termination-state';
import { AddressFields } from './address-fields';
import { BankFields } from './bank-fields';
import { Declaration } from './declaration';

/** The label each field shows, in the order they appear, for the list of what Submit still waits for. */
const FIELD_LABELS: [keyof DepositForm, string][] = [
  ['bank', 'termination.bank.bank'],
  ['branch', 'termination.bank.branch'],
  ['branchCode', 'termination.bank.branchCode'],
  ['accountNumber', 'termination.bank.accountNumber'],
  ['accountType', 'termination.bank.accountType'],
  ['bankAccountName', 'termination.bank.accountName'],
  ['newComplexName', 'termination.address.complex'],
  ['newUnitNumber', 'termination.address.unit'],
  ['newStreetNumber', 'termination.address.streetNumber'],
  ['newStreetName', 'termination.address.streetName'],
  ['newSuburb', 'termination.address.suburb'],
  ['newCity', 'termination.address.city'],
  ['newProvince', 'termination.address.province'],
  ['finalMeterReading', 'termination.meter.reading'],
  ['declarationAccepted', 'termination.submit.missing.declaration'],
];

/** The fields the values do not yet satisfy, checked as the server will, before any is marked. */
function missingFields(values: Partial<DepositForm>) {
  const result = depositFormSchema.safeParse(values);
  if (result.success) return [];
  const wrong = new Set(result.error.issues.map((issue) => issue.path[0]));
  return FIELD_LABELS.filter(([name]) => wrong.has(name));
}

/** Spec 1 section 9: the termination's signature canvas is 250 by 80. */
const SIGNATURE_CANVAS = { width: 250, height: 80 };

export interface SubmitOutcome {
  fields?: FieldErrors;
  /** A refusal to keep on screen (another open termination for this account). */
  problem?: string;
}

interface DepositDeclarationStepProps {
  defaults: TerminationState['deposit'];
  /** The property step's date, whose notice the declaration's terms speak of. */
  disconnectionDate: string | undefined;
  /** The signature given before the customer went back. */
  signature: SignatureValue | null;
  /** Whom the request names: a typed signature is their full name. */
  signer: Signer;
  /** On every change, what a draft may keep of what was typed (`savableDeposit`): the wizard keeps it as a draft. */
  onDraftChange: (savable: Partial<DepositForm>) => void;
  /** On every change of the declaration's tick or the signature: the wizard keeps them as the step's draft. */
  onSigningChange: (draft: SigningDraft) => void;
  /** Before the submission: a draft save under way is waited for, and what waits is dropped. */
  settleSigning: () => Promise<void>;
  /** Back, with what was typed and signed so far, so the step opens with it again. */
  onBack: (typed: Partial<DepositForm>, signature: SignatureValue) => void;
  /** `retry` submits the step again as it stands (a failure of the moment keeps everything typed and signed). */
  onSubmit: (
    deposit: DepositValues,
    signature: SignatureValue,
    retry: () => void,
  ) => Promise<SubmitOutcome | undefined>;
}

export function DepositDeclarationStep({
  defaults,
  disconnectionDate,
  signature: signed,
  signer,
  onDraftChange,
  onSigningChange,
  settleSigning,
  onBack,
  onSubmit,
}: DepositDeclarationStepProps) {
  const { t } = useTranslation();
  const form = useForm<DepositForm, unknown, DepositValues>({
    resolver: zodResolver(depositFormSchema),
    // Spec 1 section 4: the deposit form validates on every change.
    mode: 'onChange',
    defaultValues: { ...defaults },
  });
  const signature = useSignature(signed, signer);
  const { watch } = form;
  useEffect(() => {
    const subscription = watch((values) => onDraftChange(savableDeposit(values as Partial<DepositForm>)));
    return () => subscription.unsubscribe();
  }, [watch, onDraftChange]);
  const signatureArea = useRef<HTMLDivElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const isTicked = form.watch('declarationAccepted') === true;
  useEffect(() => {
    onSigningChange(signingDraftOf(isTicked ? ['declaration'] : [], signature.value));
  }, [isTicked, signature.value, onSigningChange]);
  const missing = missingFields(form.watch());
  const { isSubmitting } = form.formState;
  const canSubmit = missing.length === 0 && signature.isSigned;

  // Submit stays pressable: pressed early, validation marks every missing field and focuses the first one.
  const submit = form.handleSubmit(async (deposit) => {
    if (!signature.isSigned) {
      signature.askToSign();
      signatureArea.current?.querySelector<HTMLElement>('input, button')?.focus();
      return;
    }
    setProblem(null);
    await settleSigning();
    const outcome = await onSubmit(deposit, signature.value, () => void submit());
    setServerErrors(form.setError, outcome?.fields, 'depositDeclaration');
    setProblem(outcome?.problem ?? null);
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <StepHeading intro={t('termination.deposit.intro')}>{t('termination.steps.deposit-declaration')}</StepHeading>
        <BankFields />

        <fieldset className="mt-6 grid gap-4 sm:grid-cols-2">
          <legend className="mb-1 text-base font-semibold text-slate-900">
            {t('termination.deposit.newAddressTitle')}
          </legend>
          <p className="text-sm text-slate-600 sm:col-span-2">{t('termination.deposit.newAddressIntro')}</p>
          <AddressFields<DepositForm>
            names={{
              complex: 'newComplexName',
              unit: 'newUnitNumber',
              streetNumber: 'newStreetNumber',
              streetName: 'newStreetName',
              suburb: 'newSuburb',
              province: 'newProvince',
            }}
            house={{ city: 'newCity' }}
          />
        </fieldset>

        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          <TextField<DepositForm>
            name="finalMeterReading"
            label={t('termination.meter.reading')}
            hint={t('termination.meter.readingHint')}
            isOptional
            inputMode="decimal"
            autoComplete="off"
          />
        </div>

        <div className="mt-6 grid gap-4">
          <Declaration disconnectionDate={disconnectionDate} />
          <div ref={signatureArea}>
            <SignatureOnceTicked
              isTicked={isTicked}
              waitingText={t('termination.declaration.tickToSign')}
              typeHint={t('termination.signature.typeHint')}
              {...signature.field}
              canvas={SIGNATURE_CANVAS}
            />
          </div>
        </div>

        {problem && (
          <div role="alert" className="mt-5 rounded-lg border border-red-700 bg-red-50 p-4 text-red-900">
            <p className="font-semibold">{t('termination.submit.failedTitle')}</p>
            <p className="mt-1">{problem}</p>
          </div>
        )}

        <SubmitWaitsFor items={[...missing.map(([key, label]) => ({ key, text: t(label) })), ...signature.waiting]} />
        <StepActions onBack={() => onBack(form.getValues(), signature.value)} isBusy={isSubmitting}>
          <Button type="submit" disabled={isSubmitting} aria-describedby={canSubmit ? undefined : SUBMIT_WAITS_FOR_ID}>
            {isSubmitting ? t('termination.submit.submitting') : t('termination.submit.submit')}
          </Button>
        </StepActions>
      </form>
    </FormProvider>
  );
}
