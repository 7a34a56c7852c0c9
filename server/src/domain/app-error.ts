import type { FieldErrors } from '@protea/shared/api-error';

/**
 * The one error type the domain throws. `messageKey` is an i18n key translated into the
 * caller's language on the way out; internal details never reach the wire.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    readonly messageKey: string,
    readonly options: {
      fields?: FieldErrors;
      /** A list value is a list of i18n keys, translated and joined with commas. */
      vars?: Record<string, string | number | string[]>;
      /** Extra machine-readable facts for the client, e.g. seconds until a retry. */
      details?: Record<string, unknown>;
    } = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const unauthorized = () => new AppError('unauthorized', 401, 'errors.unauthorized');
export const forbidden = () => new AppError('forbidden', 403, 'errors.forbidden');
export const notFound = (messageKey = 'errors.notFound') => new AppError('not_found', 404, messageKey);
