/** The one error shape on the wire: `{ "error": { "code", "message", "fields"? } }`. */
export type FieldErrors = Record<string, string[]>;

export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    fields?: FieldErrors;
    /** 429 and 503: how long until the request may be tried again (also in the Retry-After header). */
    retryAfterSeconds?: number;
  };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && 'code' in error && 'message' in error;
}
