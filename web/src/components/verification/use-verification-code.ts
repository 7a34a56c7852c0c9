import type { VerificationSentResponse } from '@protea/shared/schemas/cell-confirmation';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast-store';
import type { ErrorText } from '../../lib/use-api-error';
import { retryToast, useRetryOffer } from '../../lib/use-retry-offer';
import type { CodeRequest } from './code-request';
import { requestCode } from './request-code';

/** How a code check ended: right, refused (a wrong, used-up or expired code), or not made (a failure of the moment). */
export type CodeCheck<T> = { status: 'verified'; verified: T } | { status: 'refused' } | { status: 'unchecked' };

interface Options<T> {
  /** Asks the server to text a new code to the number on file. */
  send: () => Promise<VerificationSentResponse>;
  /** Has the server check a code; resolves with what the verified session may now read. */
  confirm: (code: string) => Promise<T>;
  /** How the last request on this visit ended, when one was made before this screen (property Continue). */
  initial?: CodeRequest | null;
  onRequested?: (request: CodeRequest) => void;
}

/** Sending and checking one-time codes, with the spec's toasts and the server's cooldown and limits. */
export function useVerificationCode<T>({ send: ask, confirm: check, initial = null, onRequested }: Options<T>) {
  const { t } = useTranslation();
  const send = useMutation({ mutationFn: () => requestCode(ask) });
  const confirm = useMutation({ mutationFn: check });
  const [request, setRequest] = useState<CodeRequest | null>(initial);
  /** Why the current code cannot be used any more (locked, expired, none sent): a new one is needed. */
  const [problem, setProblem] = useState<string | null>(null);
  /** The last code checked was wrong: said at the code box as well as in the spec's toast. */
  const [codeError, setCodeError] = useState<string | null>(null);
  const offerRetry = useRetryOffer();

  const toastOutcome = (outcome: CodeRequest, announce: boolean, refusal: ErrorText | undefined) => {
    switch (outcome.status) {
      case 'sent':
        if (announce)
          toast({
            variant: 'success',
            title: t('wizard.verify.resentTitle'),
            description: [
              t('wizard.verify.sentTo', { phone: outcome.maskedPhone }),
              ...(outcome.queued ? [t('wizard.verify.queued')] : []),
            ].join('. '),
          });
        return;
      case 'cooldown':
        return toast({ variant: 'destructive', title: t('wizard.verify.waitTitle'), description: outcome.message });
      case 'limited':
        return toast({ variant: 'destructive', title: t('wizard.verify.notSentTitle'), description: outcome.message });
      case 'failed':
        // Nothing went out, and asking again at once is allowed: Try again asks.
        return toast({
          variant: 'destructive',
          title: t('wizard.verify.smsFailedTitle'),
          description: outcome.message ?? t('wizard.verify.smsFailedText'),
          ...retryToast(t, () => void sendCode({ announce: true })),
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
    const outcome = await send.mutateAsync();
    setRequest(outcome);
    if (outcome.status === 'sent') setProblem(null);
    onRequested?.(outcome);
    toastOutcome(outcome, announce, refusal);
    return outcome;
  };

  /**
   * Has the code checked: what `confirm` resolved with when it is right; else the reason shown. A check that met a
   * failure of the moment is offered again with `retry` (the code stays where it was typed).
   */
  const verifyCode = async (code: string, retry?: () => void): Promise<CodeCheck<T>> => {
    setCodeError(null);
    try {
      const verified = await confirm.mutateAsync(code);
      setProblem(null);
      return { status: 'verified', verified };
    } catch (error) {
      if (offerRetry(error, { title: t('wizard.verify.errorTitle'), description: t('wizard.errors.network'), retry })) {
        return { status: 'unchecked' };
      }
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 400 && (error as ApiError).code === 'invalid_code') {
        setCodeError(t('wizard.verify.invalidText'));
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
      return { status: 'refused' };
    }
  };

  return {
    request,
    problem,
    codeError,
    isSending: send.isPending,
    isVerifying: confirm.isPending,
    sendCode,
    verifyCode,
  };
}
