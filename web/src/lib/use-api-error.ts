import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client';
import { toast } from './toast-store';

export interface ErrorText {
  title: string;
  description: string;
}

const isSessionLost = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

/** The server's own (translated) message is shown for a request it refused; never for a crash or a network failure. */
const serverMessageOf = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.code !== 'http_error'
    ? error.message
    : null;

/**
 * Turns a failed call into the spec's toast. A lost applicant session (cookie expired or cleared)
 * sends the applicant back through the code check instead of failing every following call.
 */
export function useApiError(onSessionLost: () => void) {
  const { t } = useTranslation();
  return (error: unknown, text: ErrorText, { useServerMessage = true }: { useServerMessage?: boolean } = {}) => {
    if (isSessionLost(error)) {
      toast({
        variant: 'destructive',
        title: t('common.sessionLostTitle'),
        description: t('common.sessionLostText'),
      });
      onSessionLost();
      return;
    }
    const description = (useServerMessage && serverMessageOf(error)) || text.description;
    toast({ variant: 'destructive', title: text.title, description });
  };
}
