import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';
import { AnalysisRefused } from './api/run-analysis';

/**
 * Spec 3 section 8: what went wrong, in words. A refused answer gives its message ('Unknown error
 * occurred' without one); a refused call the server's translated message, or 'status: body text'.
 * Null means nothing useful is known: the toast then says 'An unknown error occurred'.
 */
export function analysisErrorMessage(error: unknown, t: TFunction): string | null {
  if (error instanceof AnalysisRefused) return error.serverMessage ?? t('admin.assistant.toasts.noMessage');
  if (error instanceof ApiError && error.code === 'network_error') return t('admin.assistant.toasts.network');
  if (error instanceof Error && error.message) return error.message;
  return null;
}
