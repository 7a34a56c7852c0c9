import { applicationWorkflow } from '@protea/shared/workflow/application-workflow';
import { canEdit } from '@protea/shared/workflow/workflow';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { lazyStep } from '../../../components/wizard/lazy-step';
import { SignOutButton } from '../../../components/wizard/sign-out-button';
import { SigningDraftStep } from '../../../components/wizard/signing-draft-step';
import { useDraftSaver } from '../../../components/wizard/use-draft-saver';
import { useSigningDraft } from '../../../components/wizard/use-signing-draft';
import { useStepFocus } from '../../../components/wizard/use-step-focus';
import { WizardBody } from '../../../components/wizard/wizard-body';
import { useApiError } from '../../../lib/use-api-error';
import { saveApplicationDraft } from '../api/application-draft';
import { applicationSigningDraft } from '../api/signing-draft';
import { draftOf, isDraftStep } from '../typed-draft';
import { useWizardActions } from '../use-wizard-actions';
import type { WizardState } from '../wizard-state';
import { ApplicationHeader } from './application-header';
import { ClientDetailsStep } from './client-details-step';

// The first screen comes with the page; the later steps (and with them the validation library, the signature pad and
// the dialog) load when reached, or as soon as the applicant starts typing on the first (issue 12: a cheap phone).
const loadLaterSteps = () => import('./later-steps');
const PropertyStep = lazyStep(loadLaterSteps, 'PropertyStep');
const PhoneVerificationStep = lazyStep(loadLaterSteps, 'PhoneVerificationStep');
const DocumentUploadStep = lazyStep(loadLaterSteps, 'DocumentUploadStep');
const TermsStep = lazyStep(loadLaterSteps, 'TermsStep');
const ConfirmationStep = lazyStep(loadLaterSteps, 'ConfirmationStep');
const EditDetailsDialog = lazyStep(loadLaterSteps, 'EditDetailsDialog');

interface ApplicationWizardProps {
  initialState: WizardState;
  /** After a resume the code form that held focus is gone: focus the step heading at once. */
  focusOnMount: boolean;
  onSessionLost: (reference: string) => void;
}

export function ApplicationWizard({ initialState, focusOnMount, onSessionLost }: ApplicationWizardProps) {
  const [state, setState] = useState(initialState);
  // Until the application exists, the server keeps what was entered (the client form also saves as it is typed).
  const draft = useDraftSaver(saveApplicationDraft, () =>
    draftOf(initialState.kind, 'client_details', { ...initialState.business, ...initialState.client }),
  );
  const [isBusy, setIsBusy] = useState(false);
  const [isEditing, setIsEditing] = useState(false);
  // Bumped when Edit Details saves, so the open step's form starts again from the saved values.
  const [revision, setRevision] = useState(0);
  useStepFocus(state.step, focusOnMount);
  const handleError = useApiError(() => state.applicationNumber && onSessionLost(state.applicationNumber));
  const actions = useWizardActions({ state, setState, setIsBusy, handleError, settleDraft: draft.settle });
  const reference = state.applicationNumber;
  // The terms step's draft: the application exists by then (its reference names it).
  const signing = useSigningDraft(reference ? applicationSigningDraft(state.kind, reference) : null);
  // Edit Details while the applicant may still change the application (the workflow), before the confirmation.
  const canEditDetails =
    reference !== null &&
    state.status !== null &&
    canEdit(applicationWorkflow, 'customer', state.status) &&
    state.step !== 'confirmation';

  const keepsDraft = reference === null;
  useEffect(() => {
    if (keepsDraft && isDraftStep(state.step)) {
      draft.schedule(draftOf(state.kind, state.step, { ...state.business, ...state.client }));
    }
  }, [draft, keepsDraft, state.kind, state.step, state.client, state.business]);
  const saveTypedClient = useCallback(
    (values: Record<string, unknown>) => draft.schedule(draftOf(state.kind, 'client_details', values)),
    [draft, state.kind],
  );

  const renderStep = () => {
    switch (state.step) {
      case 'client_details':
        return (
          <ClientDetailsStep
            kind={state.kind}
            defaults={state.client}
            businessDefaults={state.business}
            needsConsent={reference === null}
            onDraftChange={keepsDraft ? saveTypedClient : undefined}
            isCellLocked={state.cellConfirmed}
            infoRequested={state.infoRequested}
            isBusy={isBusy}
            onSubmit={actions.submitClient}
          />
        );
      case 'property_info':
        return (
          <PropertyStep
            defaults={state.property}
            isBusy={isBusy}
            onBack={actions.goBack}
            onSubmit={actions.submitProperty}
          />
        );
      case 'phone_verification':
        return (
          <PhoneVerificationStep
            kind={state.kind}
            applicationNumber={reference!}
            isCellConfirmed={state.cellConfirmed}
            codeRequest={state.codeRequest}
            isBusy={isBusy}
            onCodeRequested={actions.rememberCodeRequest}
            onVerified={actions.verified}
            onContinue={actions.continueVerified}
            onBack={actions.goBack}
          />
        );
      case 'document_upload':
        return (
          <DocumentUploadStep
            kind={state.kind}
            applicationNumber={reference!}
            isOwner={state.property?.isOwner ?? false}
            business={state.business}
            documents={state.documents}
            isBusy={isBusy}
            onDocumentChange={actions.setDocument}
            onError={handleError}
            onBack={actions.goBack}
            onContinue={actions.continueDocuments}
          />
        );
      case 'terms_conditions':
        return (
          <SigningDraftStep signing={signing}>
            {(given) => (
              <TermsStep
                applicationNumber={reference!}
                signer={state.client ?? {}}
                draft={given}
                onDraftChange={signing.schedule}
                settleDraft={signing.settle}
                onBack={actions.goBack}
                onError={handleError}
                onSubmitted={actions.submitted}
              />
            )}
          </SigningDraftStep>
        );
      case 'confirmation':
        return <ConfirmationStep kind={state.kind} applicationNumber={reference!} />;
    }
  };

  return (
    <>
      <ApplicationHeader
        kind={state.kind}
        step={state.step}
        applicationNumber={reference}
        onEditDetails={canEditDetails ? () => setIsEditing(true) : undefined}
      />
      <WizardBody stepKey={`${state.step}-${revision}`} loadLaterSteps={loadLaterSteps}>
        {renderStep()}
      </WizardBody>
      {reference && <SignOutButton />}
      {isEditing && (
        <Suspense fallback={null}>
          <EditDetailsDialog
            state={state}
            onClose={() => setIsEditing(false)}
            onSaved={(application) => {
              actions.edited(application);
              setRevision((r) => r + 1);
            }}
            onError={handleError}
          />
        </Suspense>
      )}
    </>
  );
}
