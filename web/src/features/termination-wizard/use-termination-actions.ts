import type { FieldErrors } from '@protea/shared/api-error';
import type {
  TerminationDocumentRecord,
  TerminationDocumentType,
  TerminationPropertyInfo,
  TerminationPropertyInput,
  TerminationWizardKind,
} from '@protea/shared/schemas/termination';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { SignatureValue } from '../../components/signature/signature-value';
import { EXIT, previousStep } from '../../components/wizard/step-flow';
import { busyWith, toastDone, toastProblem } from '../../components/wizard/wizard-work';
import { ApiError } from '../../lib/api-client';
import { currentLanguage } from '../../lib/i18n';
import { toast } from '../../lib/toast-store';
import type { HandleError } from '../../lib/use-api-error';
import { cancelTermination } from './api/cancel-termination';
import { downloadTerminationPdf } from './api/download-termination-pdf';
import { submitTermination } from './api/submit-termination';
import type { DraftVerified } from './api/termination-code';
import { getTerminationDraft, saveTerminationDraft } from './api/termination-draft';
import type { SubmitOutcome } from './components/deposit-declaration-step';
import type { DepositForm, DepositValues } from './deposit-form';
import type { PersonalDetails } from './personal-form';
import { submissionPayload } from './submission-payload';
import { isTerminationStep, type TerminationView, terminationFlow } from './termination-flow';
import { keepingTyped, stateFromDraft, type TerminationState } from './termination-state';

interface Options {
  kind: TerminationWizardKind;
  state: TerminationState;
  setState: Dispatch<SetStateAction<TerminationState>>;
  setIsBusy: (isBusy: boolean) => void;
  handleError: HandleError;
  /** Before the submission: the deposit step's draft save under way is waited for, and none comes after it. */
  settleDraft: () => Promise<void>;
  /** Before the termination is created: the first screen's draft save under way is waited for, and none comes after. */
  settleFirstScreen: () => Promise<void>;
}

const isRefusal = (error: unknown, status: number): error is ApiError =>
  error instanceof ApiError && error.status === status;

/** What each step's main button does (spec 1 section 4 'Termination flow'). */
export function useTerminationActions({
  kind,
  state,
  setState,
  setIsBusy,
  handleError,
  settleDraft,
  settleFirstScreen,
}: Options) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const goTo = (view: TerminationView) => setState((s) => ({ ...s, view }));
  const busy = busyWith(setIsBusy);

  /**
   * A refused save: field errors go back to the form; anything else is the spec's error toast, with `retry` for a
   * failure of the moment.
   */
  const saveFailed = (error: unknown, retry: () => void): FieldErrors | undefined => {
    if (isRefusal(error, 400) && error.fields) {
      toastProblem(t('termination.errors.checkTitle'), error.message);
      return error.fields;
    }
    handleError(error, { title: t('wizard.errors.title'), description: t('termination.errors.saveFailed') }, { retry });
    return undefined;
  };

  const submitFailed = (error: unknown, retry: () => void): SubmitOutcome | undefined => {
    const title = t('termination.submit.failedTitle');
    if (error instanceof ApiError && error.status === 0) {
      const text = { title: t('termination.submit.networkTitle'), description: t('termination.submit.networkText') };
      handleError(error, text, { retry });
      return undefined;
    }
    if (isRefusal(error, 400) || isRefusal(error, 409)) {
      toastProblem(title, error.message);
      // Problems of earlier steps are not on this screen: they are listed where the customer can read them.
      const elsewhere = Object.entries(error.fields ?? {})
        .filter(([path]) => !path.startsWith('depositDeclaration.'))
        .map(([, messages]) => messages[0]);
      const problem = error.status === 409 ? error.message : elsewhere.join(' ') || undefined;
      return { fields: error.fields, problem };
    }
    handleError(error, { title, description: t('termination.submit.failedText') }, { retry });
    return undefined;
  };

  const submitPersonal = (personalDetails: PersonalDetails) =>
    busy(async () => {
      try {
        if (!state.hasDraft) await settleFirstScreen();
        await saveTerminationDraft({
          kind,
          ...(state.hasDraft ? {} : { consent: true as const }),
          language: currentLanguage(),
          personalDetails,
        });
      } catch (error) {
        return saveFailed(error, () => void submitPersonal(personalDetails));
      }
      // The server un-verifies a changed number: its draft says whether a code is needed now.
      const draft = await getTerminationDraft(kind).catch(() => null);
      // The toast names the step that follows, the code step unless the number is still verified.
      const next = draft?.cellVerified ? 'personalText' : 'personalTextVerify';
      toastDone(t('termination.saved.personalTitle'), t(`termination.saved.${next}`));
      setState((s) => ({
        ...(draft ? keepingTyped(stateFromDraft(draft), s) : s),
        personal: personalDetails,
        hasDraft: true,
        view: draft?.cellVerified ? 'property-info' : 'verify-cell',
      }));
      return undefined;
    });

  const submitProperty = (propertyInfo: TerminationPropertyInfo) =>
    busy(async () => {
      try {
        await saveTerminationDraft({ kind, propertyInfo });
      } catch (error) {
        return saveFailed(error, () => void submitProperty(propertyInfo));
      }
      toastDone(t('termination.saved.propertyTitle'), t('termination.saved.propertyText'));
      setState((s) => ({ ...s, property: propertyInfo, view: 'document-upload' }));
      return undefined;
    });

  const cancel = async () => {
    if (!state.accountNo) return;
    try {
      const termination = await cancelTermination(state.accountNo);
      setState((s) => ({ ...s, status: termination?.status ?? 'cancelled' }));
      toast({ title: t('termination.cancel.doneTitle'), description: t('termination.cancel.doneText') });
    } catch (error) {
      const text = { title: t('wizard.errors.title'), description: t('termination.cancel.failedText') };
      handleError(error, text, { retry: () => void cancel() });
    }
  };

  return {
    goBack: () => {
      if (state.view === 'verify-cell') return goTo('personal-details');
      if (!isTerminationStep(state.view)) return;
      const previous = previousStep(terminationFlow(kind), state.view);
      if (previous === EXIT) navigate('/');
      else if (previous) goTo(previous);
    },

    submitPersonal,

    verified: ({ termination, openTermination }: DraftVerified) => {
      toastDone(t('wizard.verify.verifiedTitle'), t('wizard.verify.verifiedText'));
      // A second request for the account would be refused at the end: the customer hears it now, before four steps.
      setState((s) => ({
        ...keepingTyped(stateFromDraft(termination, openTermination ? 'open-termination' : 'property-info'), s),
        openTermination,
      }));
    },

    /** Back to the first step, every field as typed, to name another account. */
    changeAccount: () => setState((s) => ({ ...s, openTermination: null, view: 'personal-details' })),

    submitProperty,

    setDocument: (type: TerminationDocumentType, record: TerminationDocumentRecord | undefined) =>
      setState((s) => ({ ...s, documents: { ...s.documents, [type]: record } })),

    continueDocuments: () => {
      toastDone(t('termination.saved.documentsTitle'), t('termination.saved.documentsText'));
      goTo('deposit-declaration');
    },

    /** What was typed on the property step but not continued, kept while the customer goes back. */
    keepProperty: (typed: Partial<TerminationPropertyInput>) => setState((s) => ({ ...s, property: typed })),

    /** The deposit step as typed, with the tick and the signature, kept (in this tab) while the customer goes back. */
    keepDeposit: (typed: Partial<DepositForm>, signature: SignatureValue) =>
      setState((s) => ({ ...s, deposit: typed, signature })),

    /** `retry` submits the step again (its form, its signature), should this meet a failure of the moment. */
    submit: async (
      deposit: DepositValues,
      signature: SignatureValue,
      retry: () => void,
    ): Promise<SubmitOutcome | undefined> => {
      const payload = submissionPayload(state, deposit, signature, { now: new Date(), language: currentLanguage() });
      let submitted: { accountNo?: string; terminationId?: string } | undefined;
      try {
        await settleDraft();
        submitted = (await submitTermination(kind, payload)).data;
      } catch (error) {
        return submitFailed(error, retry);
      }
      toastDone(t('termination.submit.successTitle'), t(`termination.submit.successText.${kind}`));
      setState((s) => ({
        ...s,
        deposit,
        status: 'pending',
        accountNo: submitted?.accountNo || s.personal?.proteaAccountNumber || s.accountNo,
        reference: submitted?.terminationId || s.reference,
        infoRequest: null,
        view: 'confirmation',
      }));
      return undefined;
    },

    download: async () => {
      if (!state.accountNo) {
        toastProblem(t('wizard.errors.title'), t('termination.pdf.noId'));
        return;
      }
      try {
        await downloadTerminationPdf(state.accountNo);
        toastDone(t('termination.pdf.downloadedTitle'), t('termination.pdf.downloadedText'));
      } catch {
        toastProblem(t('termination.pdf.failedTitle'), t('termination.pdf.failedText'));
      }
    },

    cancel,
  };
}
