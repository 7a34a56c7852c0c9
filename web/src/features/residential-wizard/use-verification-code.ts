import type { StoredApplicationRecord } from '@protea/shared/schemas/application-record';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast-store';
import { useConfirmCell } from './api/confirm-cell';
import { cooldownSecondsOf, useSendVerification } from './api/send-verification';
import type { ErrorText } from './use-api-error';

export interface CodeSent {
  maskedPhone: string | null;
  resendAvailableAt: number;
}

interface Options {
  applicationNumber: string;
  initial?: Partial<CodeSent> | null;
  onSent?: (sent: CodeSent) => void;
}

/** Sending and checking one-time codes, with the spec's toasts and the server's cooldown and lock-out. */
export function useVerificationCode({ applicationNumber, initial, onSent }: Options) {
  const { t } = useTranslation();
  const send = useSendVerification();
  const confirm = useConfirmCell();
  const [maskedPhone, setMaskedPhone] = useState(initial?.maskedPhone ?? null);
  const [resendAvailableAt, setResendAvailableAt] = useState(initial?.resendAvailableAt ?? null);
  /** Why the current code cannot be used any more (locked, expired, none sent): a new one is needed. */
  const [problem, setProblem] = useState<string | null>(null);
  /** The last request was refused for now: no new code went out, an earlier one may still be valid. */
  const [isLimited, setIsLimited] = useState(false);

  const remember = (sent: CodeSent) => {
    setMaskedPhone(sent.maskedPhone);
    setResendAvailableAt(sent.resendAvailableAt);
    onSent?.(sent);
  };

  /**
   * 'limited' when the server refused a new code for now (a recent one may still be valid).
   * `announce` confirms a Resend press; `failure` replaces the default SMS failure toast.
   */
  const sendCode = async ({ announce = false, failure }: { announce?: boolean; failure?: ErrorText } = {}) => {
    try {
      const result = await send.mutateAsync(applicationNumber);
      remember({ maskedPhone: result.maskedPhone, resendAvailableAt: Date.now() + result.resendAfterSeconds * 1000 });
      setProblem(null);
      setIsLimited(false);
      if (announce)
        toast({
          variant: 'success',
          title: t('wizard.verify.resentTitle'),
          description: t('wizard.verify.sentTo', { phone: result.maskedPhone }),
        });
      return 'sent' as const;
    } catch (error) {
      const wait = cooldownSecondsOf(error);
      if (wait !== null) {
        remember({ maskedPhone, resendAvailableAt: Date.now() + wait * 1000 });
        setIsLimited(true);
        toast({
          variant: 'destructive',
          title: t('wizard.verify.waitTitle'),
          description: (error as ApiError).message,
        });
        return 'limited' as const;
      }
      const text = failure ?? {
        title: t('wizard.verify.smsFailedTitle'),
        description: t('wizard.verify.smsFailedText'),
      };
      toast({ variant: 'destructive', ...text });
      return 'failed' as const;
    }
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
    maskedPhone,
    resendAvailableAt,
    problem,
    isLimited,
    isSending: send.isPending,
    isVerifying: confirm.isPending,
    sendCode,
    verifyCode,
  };
}
