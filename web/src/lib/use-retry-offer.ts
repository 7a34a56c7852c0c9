import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type ApiError, isPassingFailure } from './api-client';
import { toast } from './toast-store';

export interface RetryOffer {
  title: string;
  /** Said when the server gave no words of its own (the line dropped, or a 503 that is not the server's). */
  description: string;
  /** Sends again what was sent: the form, the chosen file, the signature are still there. */
  retry?: () => void;
}

/** The server's words for a 503 it answered itself: what is wrong, that the work is kept, when to try again. */
const serverWords = (error: ApiError) => (error.status === 503 && error.code !== 'http_error' ? error.message : null);

/** What makes a toast an offer to retry: Try again, and it stays until pressed or dismissed (or the screen moves on). */
export const retryToast = (t: TFunction, retry: () => void) => ({
  durationMs: Number.POSITIVE_INFINITY,
  action: { label: t('common.retry'), altText: t('common.retryAlternative'), onClick: retry },
});

/**
 * A failure of the moment (issue 40: a service the server depends on is away, or the server could not be reached) as
 * a toast in the server's words, with Try again when there is a `retry`. Nothing on the screen is cleared: the work is
 * kept. Answers false, and shows nothing, for any other error.
 */
export function useRetryOffer() {
  const { t } = useTranslation();
  return (error: unknown, { title, description, retry }: RetryOffer): boolean => {
    if (!isPassingFailure(error)) return false;
    toast({
      variant: 'destructive',
      title,
      description: serverWords(error) ?? description,
      ...(retry && retryToast(t, retry)),
    });
    return true;
  };
}
