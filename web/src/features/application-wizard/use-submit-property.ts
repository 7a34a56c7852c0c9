import type { ApplicationStep } from '@protea/shared/constants';
import { applicationWorkflow } from '@protea/shared/workflow/application-workflow';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { CodeRequest } from '../../components/verification/code-request';
import { requestCode } from '../../components/verification/request-code';
import { currentLanguage } from '../../lib/i18n';
import { toast } from '../../lib/toast-store';
import type { HandleError } from '../../lib/use-api-error';
import { forgetApplicationDraft } from './api/application-draft';
import { createApplication } from './api/create-application';
import { saveStep } from './api/save-step';
import { sendVerification } from './api/send-verification';
import { updateApplication } from './api/update-application';
import { refreshFromRecord } from './record-to-state';
import type { BusinessDetails, ClientDetails, PropertyDetails } from './wizard-schemas';
import type { WizardState } from './wizard-state';

interface Options {
  state: WizardState;
  setState: Dispatch<SetStateAction<WizardState>>;
  goTo: (step: ApplicationStep) => void;
  handleError: HandleError;
  settleDraft: () => Promise<void>;
}

/**
 * Property Continue (spec 1 section 4): create the application, or update it, then ask for a code,
 * save step 10 and open phone verification. A phone already verified skips the code.
 */
export function useSubmitProperty({ state, setState, goTo, handleError, settleDraft }: Options) {
  const { t } = useTranslation();
  // The address the wizard was opened at (a business has two), so the page stays the same one.
  const [location, navigate] = useLocation();

  /** What the toast says about the code: only a code that went out is announced as sent (a slow one as on its way). */
  const smsText = (request: CodeRequest) => {
    switch (request.status) {
      case 'sent': {
        const sent = t('wizard.property.codeSent', { phone: request.maskedPhone });
        return request.queued ? `${sent} ${t('wizard.verify.queued')}` : sent;
      }
      case 'failed':
        return t('wizard.property.codeFailed');
      default:
        return t('wizard.property.codeNotSent', { message: request.message });
    }
  };

  /** `retry` sends the same property again, should the save meet a failure of the moment. */
  return async (property: PropertyDetails, retry: () => void) => {
    const client = state.client as ClientDetails;
    let reference = state.applicationNumber;
    const isNew = reference === null;
    try {
      if (reference === null) {
        // A draft save still on its way must not arrive after the create, which drops the draft.
        await settleDraft();
        const created = await createApplication(state.kind, {
          ...client,
          ...property,
          ...(state.kind === 'business' ? (state.business as BusinessDetails) : {}),
          consent: true,
          language: currentLanguage(),
        });
        reference = created.applicationNumber;
        const applicationNumber = reference;
        setState((s) => ({ ...s, applicationNumber, status: applicationWorkflow.initial, property }));
        // The server keeps the details now and has dropped the draft (with the ID number).
        forgetApplicationDraft(state.kind);
        // A reload now resumes this application (after a code) instead of starting an empty one.
        navigate(`${location}?continue=${encodeURIComponent(reference)}`, { replace: true });
      } else {
        // A verified number cannot change, so it is not sent again.
        const { cellPhone: _locked, ...unlockedClient } = client;
        const changes = { ...(state.cellConfirmed ? unlockedClient : client), ...property, ...state.business };
        const { application } = await updateApplication({ kind: state.kind, applicationNumber: reference, changes });
        setState((s) => ({ ...refreshFromRecord(application, s), property }));
      }
    } catch (error) {
      handleError(error, { title: t('wizard.errors.title'), description: t('wizard.errors.saveFailed') }, { retry });
      return;
    }

    if (state.cellConfirmed) {
      toast({
        variant: 'success',
        title: t('wizard.property.savedTitle'),
        description: t('wizard.property.savedText'),
      });
      await saveStep(state.kind, reference, 'document_upload');
      goTo('document_upload');
      return;
    }

    const codeRequest = await requestCode(() => sendVerification(reference));
    setState((s) => ({ ...s, codeRequest }));
    toast({
      variant: 'success',
      title: isNew ? t('wizard.property.createdTitle') : t('wizard.property.savedTitle'),
      description: isNew
        ? `${t('wizard.property.createdText', { reference })} ${smsText(codeRequest)}`
        : smsText(codeRequest),
      durationMs: isNew ? 10_000 : 5000,
    });
    await saveStep(state.kind, reference, 'phone_verification');
    goTo('phone_verification');
  };
}
