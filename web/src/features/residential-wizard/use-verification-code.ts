import type { StoredApplicationRecord } from '@protea/shared/schemas/application-record';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast-store';
import { useConfirmCell } from './api/confirm-cell';
import { useSendVerification } from './api/send-verification';
import { type CodeRequest, codeRequestFailed, codeRequestSent } from './code-request';
import type { ErrorText } from './use-api-error';

interface Options {
  applicationNumber: string;
  /** How the last request on this visit ended, when one was made before this screen (property Continue). */
  initial?: CodeRequest | null;
  onRequested?: (request: CodeRequest) => void;
}

/** Sending and checking one-time codes, with the spec's toasts and the server's cooldown and limits. */
export function useVerificationCode({ applicationNumber, initial = null, onRequested }: Options) {
  const { t } = useTranslation();
  const send = useSendVerification();
  const confirm = useConfirmCell();
  const [request, setRequest] = useState<CodeRequest | null>(initial);
  /** Why the current code cannot be used any more (locked, expired, none sent): a new one is needed. */
  const [problem, setProblem] = useState<string | null>(null);

  const toastOutcome = (outcome: CodeRequest, announce: boolean, refusal: ErrorText | undefined) => {
    switch (outcome.status) {
      case 'sent':
        if (announce)
          toast({
            variant: 'success',
            title: t('wizard.verify.resentTitle'),
            description: t('wizard.verify.sentTo', { phone: outcome.maskedPhone }),
          });
        return;
      case 'cooldown':
        return toast({ variant: 'destructive', title: t('wizard.verify.waitTitle'), description: outcome.message });
      case 'limited':
        return toast({ variant: 'destructive', title: t('wizard.verify.notSentTitle'), description: outcome.message });
      case 'failed':
        return toast({
          variant: 'destructive',
          title: t('wizard.verify.smsFailedTitle'),
          description: outcome.message ?? t('wizard.verify.smsFailedText'),
        });
      case 'refused':
        return toast({
          variant: 'destructive',
          ...(refusal ?? { title: t('wizard.verify.notSentTitle'), description: outcome.message }),
        });
    }
  };

  /**
   * Asks for a new code and says how it went. `announce` confirms a Resend press; `refusal` replaces the
   * toast for a refusal that a new request will not fix (resume: the application cannot be opened).
   */
  const sendCode = async ({ announce = false, refusal }: { announce?: boolean; refusal?: ErrorText } = {}) => {
    let outcome: CodeRequest;
    try {
      outcome = codeRequestSent(await send.mutateAsync(applicationNumber));
    } catch (error) {
      outcome = codeRequestFailed(error);
    }
    setRequest(outcome);
    if (outcome.status === 'sent') setProblem(null);
    onRequested?.(outcome);
    toastOutcome(outcome, announce, refusal);
    return outcome;
  };

  /** The application when the code is right; null (with the reason shown) otherwise. */
  const verifyCode = async (code: string): Promise<StoredApplicationRecord | null> => {
    try {
      const { application } = await confirm.mutateAsync({ applicationNumber, code });
      setProblem(null);
      return application;
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 400 && (error as ApiError).code === 'invalid_code') {
        toast({
          variant: 'destructive',
          title: t('wizard.verify.invalidTitle'),
          description: t('wizard.verify.invalidText'),
        });
      } else if (status === 423 || status === 410 || status === 404) {
        setProblem(status === 423 ? t('wizard.verify.lockedText') : (error as ApiError).message);
      } else {
        const description = error instanceof ApiError && status !== 0 ? error.message : t('wizard.errors.network');
        toast({ variant: 'destructive', title: t('wizard.verify.errorTitle'), description });
      }
      return null;
    }
  };

  return {
    request,
    problem,
    isSending: send.isPending,
    isVerifying: confirm.isPending,
    sendCode,
    verifyCode,
  };
}
