import type { TerminationWizardKind } from '@protea/shared/schemas/termination';
import { terminationWorkflow } from '@protea/shared/workflow/termination-workflow';
import { availableActions } from '@protea/shared/workflow/workflow';
import { useCallback, useState } from 'react';
import { signatureOfDraft } from '../../../components/signature/signature-value';
import { InfoRequestNotice } from '../../../components/wizard/info-request-notice';
import { lazyStep } from '../../../components/wizard/lazy-step';
import { SignOutButton } from '../../../components/wizard/sign-out-button';
import { SigningDraftStep } from '../../../components/wizard/signing-draft-step';
import { useDraftSaver } from '../../../components/wizard/use-draft-saver';
import { useSigningDraft } from '../../../components/wizard/use-signing-draft';
import { useStepFocus } from '../../../components/wizard/use-step-focus';
import { WizardBody } from '../../../components/wizard/wizard-body';
import { useApiError } from '../../../lib/use-api-error';
import {
  saveTerminationDraft,
  saveTypedTermination,
  terminationSigningDraft,
  typedPersonalOf,
} from '../api/termination-draft';
import type { DepositForm } from '../deposit-form';
import type { PersonalForm } from '../personal-form';
import type { TerminationState } from '../termination-state';
import { useTerminationActions } from '../use-termination-actions';
import { PersonalDetailsStep } from './personal-details-step';
import { StepNotImplemented } from './step-not-implemented';
import { TerminationHeader } from './termination-header';

// The first screen comes with the page; the later steps (and with them the validation library, libphonenumber, the
// signature pad and the dialog) load when reached, or as soon as the customer starts typing on the first (issue 12).
const loadLaterSteps = () => import('./later-steps');
const CellVerificationStep = lazyStep(loadLaterSteps, 'CellVerificationStep');
const PropertyInfoStep = lazyStep(loadLaterSteps, 'PropertyInfoStep');
const DocumentUploadStep = lazyStep(loadLaterSteps, 'DocumentUploadStep');
const DepositDeclarationStep = lazyStep(loadLaterSteps, 'DepositDeclarationStep');
const ConfirmationStep = lazyStep(loadLaterSteps, 'ConfirmationStep');
const OpenTerminationStep = lazyStep(loadLaterSteps, 'OpenTerminationStep');

interface TerminationWizardProps {
  kind: TerminationWizardKind;
  initialState: TerminationState;
  /** After a reload or a resume the loading view or code form that held focus is gone: focus the step at once. */
  focusOnMount: boolean;
  onSessionLost: (state: TerminationState) => void;
  /** Leaves this draft for the account's open request, opened again with a code sent to its verified number. */
  onFollowOpen: (accountNo: string) => void;
}

/** May the customer still withdraw the request, as the workflow has it? */
const canCancel = (status: string | null) =>
  status !== null && availableActions(terminationWorkflow, status, 'customer').some((t) => t.action === 'cancel');

export function TerminationWizard({
  kind,
  initialState,
  focusOnMount,
  onSessionLost,
  onFollowOpen,
}: TerminationWizardProps) {
  const [state, setState] = useState(initialState);
  const [isBusy, setIsBusy] = useState(false);
  useStepFocus(state.view, focusOnMount);
  const handleError = useApiError(() => onSessionLost(state));
  // The deposit step is kept on the server as it is typed (ADR 032), so a reload there loses nothing. The step hands
  // over what a draft may keep: the checks that decide it (the schemas) load with that step, not with the first.
  // The draft it opened with came from the server, so it holds only what a draft may keep.
  const depositDraft = useDraftSaver<Partial<DepositForm>>(
    (depositDeclaration, { keepalive }) => saveTerminationDraft({ kind, depositDeclaration }, { keepalive }),
    () => initialState.deposit ?? {},
  );
  // Until the termination exists, the first screen is kept as typed, like every kind's first screens (ADR 041).
  const firstScreenDraft = useDraftSaver(
    (personal: ReturnType<typeof typedPersonalOf>, { keepalive }) =>
      saveTypedTermination(kind, personal, { keepalive }),
    () => typedPersonalOf(initialState.personal ?? {}),
  );
  const saveTypedPersonal = useCallback(
    (values: PersonalForm) => firstScreenDraft.schedule(typedPersonalOf(values)),
    [firstScreenDraft],
  );
  const saveTypedDeposit = useCallback(
    (savable: Partial<DepositForm>) => depositDraft.schedule(savable),
    [depositDraft],
  );
  // The declaration's tick and the signature begun, kept apart from the deposit (ADR 032): only a draft may hold them.
  const signing = useSigningDraft(state.hasDraft ? terminationSigningDraft : null);
  const actions = useTerminationActions({
    kind,
    state,
    setState,
    setIsBusy,
    handleError,
    settleDraft: depositDraft.settle,
    settleFirstScreen: firstScreenDraft.settle,
  });

  const renderStep = () => {
    switch (state.view) {
      case 'personal-details':
        return (
          <PersonalDetailsStep
            kind={kind}
            defaults={state.personal}
            needsConsent={!state.hasDraft}
            isBusy={isBusy}
            onBack={actions.goBack}
            onSubmit={actions.submitPersonal}
            onDraftChange={state.hasDraft ? undefined : saveTypedPersonal}
          />
        );
      case 'verify-cell':
        return (
          <CellVerificationStep
            cellPhone={state.personal?.cellPhone}
            onVerified={actions.verified}
            onBack={actions.goBack}
          />
        );
      case 'open-termination':
        return state.openTermination ? (
          <OpenTerminationStep
            accountNo={state.accountNo}
            open={state.openTermination}
            onFollow={() => state.accountNo && onFollowOpen(state.accountNo)}
            onChangeAccount={actions.changeAccount}
          />
        ) : (
          <StepNotImplemented />
        );
      case 'property-info':
        return (
          <PropertyInfoStep
            defaults={state.property}
            isBusy={isBusy}
            onBack={(typed) => {
              actions.keepProperty(typed);
              actions.goBack();
            }}
            onSubmit={actions.submitProperty}
          />
        );
      case 'document-upload':
        return (
          <DocumentUploadStep
            documents={state.documents}
            onDocumentChange={actions.setDocument}
            onError={handleError}
            onBack={actions.goBack}
            onContinue={actions.continueDocuments}
          />
        );
      case 'deposit-declaration':
        return (
          <SigningDraftStep signing={signing}>
            {(given) => (
              <DepositDeclarationStep
                disconnectionDate={state.property?.disconnectionDate}
                defaults={{
                  ...state.deposit,
                  ...(given?.ticked.includes('declaration') && { declarationAccepted: true }),
                }}
                signature={signatureOfDraft(given) ?? state.signature}
                signer={state.personal ?? {}}
                onDraftChange={saveTypedDeposit}
                onSigningChange={signing.schedule}
                settleSigning={signing.settle}
                onBack={(typed, signature) => {
                  actions.keepDeposit(typed, signature);
                  actions.goBack();
                }}
                onSubmit={actions.submit}
              />
            )}
          </SigningDraftStep>
        );
      case 'confirmation':
        return (
          <ConfirmationStep
            reference={state.reference}
            accountNo={state.accountNo}
            isCancelled={state.status === 'cancelled'}
            canCancel={canCancel(state.status)}
            onDownload={actions.download}
            onCancel={actions.cancel}
          />
        );
      default:
        return <StepNotImplemented />;
    }
  };

  return (
    <>
      <TerminationHeader kind={kind} view={state.view} />
      {state.infoRequest && state.view !== 'confirmation' && (
        <InfoRequestNotice
          message={state.infoRequest}
          titleKey="termination.infoRequest.title"
          hintKey="termination.infoRequest.hint"
        />
      )}
      <WizardBody stepKey={state.view} loadLaterSteps={loadLaterSteps}>
        {renderStep()}
      </WizardBody>
      {state.hasDraft && <SignOutButton />}
    </>
  );
}
