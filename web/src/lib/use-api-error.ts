import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client';
import { toast } from './toast-store';
import { useRetryOffer } from './use-retry-offer';

export interface ErrorText {
  title: string;
  description: string;
}

export interface ErrorOptions {
  /** The server's message for a refusal (4xx) replaces the description (its words for an outage always do). */
  useServerMessage?: boolean;
  /** Sends the same again: offered with a failure of the moment (a 503, a dropped line), whose work is kept. */
  retry?: () => void;
}

/** The handler a screen hands its failed calls to (useApiError's). */
export type HandleError = (error: unknown, text: ErrorText, options?: ErrorOptions) => void;

const isSessionLost = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

/** The server's own (translated) message is shown for a request it refused; never for a crash or a network failure. */
const serverMessageOf = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.code !== 'http_error'
    ? error.message
    : null;

/**
 * Turns a failed call into the spec's toast. A lost applicant session (cookie expired or cleared)
 * sends the applicant back through the code check instead of failing every following call. A failure of the moment
 * says the work is kept and offers Retry (issue 40).
 */
export function useApiError(onSessionLost: () => void): HandleError {
  const { t } = useTranslation();
  const offerRetry = useRetryOffer();
  return (error, text, { useServerMessage = true, retry } = {}) => {
    if (isSessionLost(error)) {
      toast({
        variant: 'destructive',
        title: t('common.sessionLostTitle'),
        description: t('common.sessionLostText'),
      });
      onSessionLost();
      return;
    }
    if (offerRetry(error, { ...text, retry })) return;
    const description = (useServerMessage && serverMessageOf(error)) || text.description;
    toast({ variant: 'destructive', title: text.title, description });
  };
}
