import type { FieldErrors } from '@protea/shared/api-error';
import { ERROR_CODES, type ErrorCode } from '@protea/shared/error-codes';
import type { Translatable } from '@protea/shared/workflow/guards';

export interface AppErrorOptions {
  fields?: FieldErrors;
  /** A list value is a list of i18n keys (or keys with values), translated and joined with commas. */
  vars?: Record<string, string | number | string[] | Translatable[]>;
  /** Extra machine-readable facts for the client, e.g. seconds until a retry. */
  details?: Record<string, unknown>;
  /** Response headers that go with the error (Retry-After). */
  headers?: Record<string, string>;
}

/**
 * The one error type the domain throws. Its HTTP status and message key come from the shared table
 * of error codes; the message is translated into the caller's language on the way out, and internal
 * details never reach the wire.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly messageKey: string;

  constructor(
    readonly code: ErrorCode,
    readonly options: AppErrorOptions = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.statusCode = ERROR_CODES[code].status;
    this.messageKey = ERROR_CODES[code].message;
  }
}

export const unauthorized = () => new AppError('unauthorized');
export const forbidden = () => new AppError('forbidden');

/** 429 with Retry-After in whole seconds. */
export function tooManyRequests(code: ErrorCode, retryAfterMs: number, options: AppErrorOptions = {}): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(code, {
    ...options,
    details: { ...options.details, retryAfterSeconds: seconds },
    headers: { 'retry-after': String(seconds) },
  });
}
