import type { ApplicationStep } from '@protea/shared/constants';
import type { StoredApplicationRecord } from '@protea/shared/schemas/application-record';
import { type ApplicationStatus, applicationWorkflow } from '@protea/shared/workflow/application-workflow';
import { availableActions } from '@protea/shared/workflow/workflow';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadedDocument } from '../../components/documents/uploaded-document';
import type { CodeRequest } from '../../components/verification/code-request';
import { EXIT, previousStep } from '../../components/wizard/step-flow';
import { busyWith, toastDone, toastProblem } from '../../components/wizard/wizard-work';
import { ApiError } from '../../lib/api-client';
import type { HandleError } from '../../lib/use-api-error';
import { completeDocuments } from './api/complete-documents';
import type { SaveSignatureResponse } from './api/save-signature';
import { saveStep } from './api/save-step';
import { documentTexts, requiredDocuments } from './document-titles';
import { refreshFromRecord } from './record-to-state';
import { useSubmitProperty } from './use-submit-property';
import type { BusinessDetails, ClientDetails, PropertyDetails } from './wizard-schemas';
import type { DocumentType, WizardState } from './wizard-state';
import { applicationFlow } from './wizard-steps';

/** Where the customer's submit (or resubmit after a request for information) leads, as the workflow has it. */
const submittedStatus = (status: ApplicationStatus | null) =>
  availableActions(applicationWorkflow, status ?? applicationWorkflow.initial, 'customer')[0]?.to ?? status;

interface Options {
  state: WizardState;
  setState: Dispatch<SetStateAction<WizardState>>;
  setIsBusy: (isBusy: boolean) => void;
  handleError: HandleError;
  /** Before the application is created: the draft saves stop (the server drops the draft on create). */
  settleDraft: () => Promise<void>;
}

/** What each step's main button does, in the order of spec 1 section 4 'Application flow'. */
export function useWizardActions({ state, setState, setIsBusy, handleError, settleDraft }: Options) {
  const { t } = useTranslation();
  const reference = state.applicationNumber;
  const goTo = (step: ApplicationStep) => setState((s) => ({ ...s, step }));
  const busy = busyWith(setIsBusy);
  /** Saves the step reached with the server (where a resume picks up), then shows it. */
  const advanceTo = async (step: ApplicationStep, applicationNumber = reference!) => {
    await saveStep(state.kind, applicationNumber, step);
    goTo(step);
  };
  const submitProperty = useSubmitProperty({ state, setState, goTo, handleError, settleDraft });

  const documentTitle = (type: DocumentType) =>
    documentTexts(t, state.kind, type, state.property?.isOwner ?? false, state.business).title;

  const toastMissing = (missing: readonly DocumentType[]) =>
    toastProblem(
      t('wizard.documents.missingTitle'),
      t('wizard.documents.missingText', { list: missing.map(documentTitle).join(', ') }),
    );

  const sendProperty = (property: PropertyDetails): Promise<void> =>
    busy(() => submitProperty(property, () => void sendProperty(property)));

  const continueDocuments = () => {
    const missing = requiredDocuments(state.kind, state.business).filter((type) => !state.documents[type]);
    if (missing.length > 0) return toastMissing(missing);
    return busy(async () => {
      const postalAddress = state.property?.postalAddress ?? '';
      const postalCode = state.property?.postalCode ?? '';
      try {
        await completeDocuments({ kind: state.kind, applicationNumber: reference!, postalAddress, postalCode });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'missing_documents') {
          toastProblem(t('wizard.documents.missingTitle'), error.message);
        } else if (error instanceof ApiError && error.code === 'validation_failed') {
          toastProblem(t('wizard.errors.title'), t('wizard.documents.postalMissing'));
        } else {
          const text = { title: t('wizard.errors.title'), description: t('wizard.errors.saveFailed') };
          handleError(error, text, { retry: () => void continueDocuments() });
        }
        return;
      }
      await advanceTo('terms_conditions');
    });
  };

  return {
    goBack: () => {
      const previous = previousStep(applicationFlow(state.kind), state.step);
      if (previous && previous !== EXIT) goTo(previous);
    },

    submitClient: (client: ClientDetails, business: BusinessDetails | null) =>
      busy(async () => {
        if (reference) await saveStep(state.kind, reference, 'client_details');
        setState((s) => ({ ...s, client, business, step: 'property_info' }));
      }),

    submitProperty: sendProperty,

    rememberCodeRequest: (codeRequest: CodeRequest) => setState((s) => ({ ...s, codeRequest })),

    verified: (application: StoredApplicationRecord) =>
      busy(async () => {
        setState((s) => ({ ...refreshFromRecord(application, s), cellConfirmed: true }));
        toastDone(t('wizard.verify.verifiedTitle'), t('wizard.verify.verifiedText'));
        await advanceTo('document_upload', application.applicationNumber);
      }),

    continueVerified: () => busy(() => advanceTo('document_upload')),

    setDocument: (type: DocumentType, document: UploadedDocument | undefined) =>
      setState((s) => ({ ...s, documents: { ...s.documents, [type]: document } })),

    continueDocuments,

    submitted: (result: SaveSignatureResponse) =>
      busy(async () => {
        await saveStep(state.kind, reference!, 'confirmation');
        setState((s) => ({ ...s, status: submittedStatus(s.status), infoRequested: null, step: 'confirmation' }));
        toastDone(
          t('wizard.confirmation.submittedTitle'),
          result.smsSent ? t('wizard.confirmation.submittedText') : t('wizard.confirmation.submittedNoSms'),
        );
      }),

    edited: (application: StoredApplicationRecord) => setState((s) => refreshFromRecord(application, s)),
  };
}
