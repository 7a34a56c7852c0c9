import { type FieldErrors, isApiErrorBody } from '@protea/shared/api-error';
import { apiBase } from './base-path';
import { currentLanguage } from './i18n';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    /** 429: the seconds the server asks the client to wait before trying again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** The request outlives the page (a save while the page is left). */
  keepalive?: boolean;
}

/** The one API client: cookies always, JSON only when there is a body, errors as ApiError. */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, signal, keepalive }: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { 'X-Language': currentLanguage() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, {
      method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      ...(keepalive && { keepalive }),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', 'network error');
  }
  if (response.ok) {
    return (response.status === 204 ? undefined : await response.json()) as T;
  }
  const text = await response.text().catch(() => '');
  throw apiErrorOf(response.status, response.statusText, parseJson(text), text);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * A refused request as ApiError: the error shape when the server sent one, else the status, a colon and
 * the body's text, or the status text when the body is empty (spec 3 section 7).
 */
export function apiErrorOf(status: number, statusText: string, payload: unknown, bodyText = ''): ApiError {
  if (isApiErrorBody(payload)) {
    const { code, message, fields, retryAfterSeconds } = payload.error;
    const wait = typeof retryAfterSeconds === 'number' && retryAfterSeconds > 0 ? retryAfterSeconds : undefined;
    return new ApiError(status, code, message, fields, wait);
  }
  return new ApiError(status, 'http_error', `${status}: ${bodyText.trim() || statusText}`);
}
