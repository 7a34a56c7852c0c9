import { type FieldErrors, isApiErrorBody } from '@protea/shared/api-error';
import { apiBase } from './base-path';
import { currentLanguage } from './i18n';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    /** 429 and 503: the seconds the server asks the client to wait before trying again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * A failure of the moment: a service the server depends on is away (503) or the server could not be reached. The same
 * request may well work a little later; nothing the person typed or chose was wrong.
 */
export const isPassingFailure = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 503 || error.status === 0);

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** The request outlives the page (a save while the page is left). */
  keepalive?: boolean;
}

/** Resolves after `ms`; rejects with the AbortError at once when the signal aborts. */
export function waitFor(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export interface ReadRetry {
  /** The longest Retry-After a read waits for; beyond it the server means people, and the read waits `fallbackMs`. */
  maxRetryAfterSeconds: number;
  fallbackMs: number;
  /** How the wait is waited (tests pass one that does not sleep). */
  wait: (ms: number, signal?: AbortSignal) => Promise<void>;
}

const READ_RETRY: ReadRetry = { maxRetryAfterSeconds: 2, fallbackMs: 1000, wait: waitFor };

/** How long a read waits before its second try. */
export const readRetryDelayMs = (error: ApiError, { maxRetryAfterSeconds, fallbackMs }: ReadRetry = READ_RETRY) =>
  error.retryAfterSeconds !== undefined && error.retryAfterSeconds <= maxRetryAfterSeconds
    ? error.retryAfterSeconds * 1000
    : fallbackMs;

/**
 * The one API client: cookies always, JSON only when there is a body, errors as ApiError. A read (GET) that meets a
 * failure of the moment is tried once more by itself, after a short wait; a change is never sent twice unasked.
 */
export function createApiClient(readRetry: ReadRetry = READ_RETRY) {
  return async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
    if ((options.method ?? 'GET') !== 'GET') return send<T>(path, options);
    try {
      return await send<T>(path, options);
    } catch (error) {
      if (!isPassingFailure(error)) throw error;
      await readRetry.wait(readRetryDelayMs(error, readRetry), options.signal);
      return send<T>(path, options);
    }
  };
}

export const apiRequest = createApiClient();

async function send<T>(path: string, { method = 'GET', body, signal, keepalive }: RequestOptions): Promise<T> {
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
  throw apiErrorOf(response.status, response.statusText, parseJson(text), text, response.headers.get('Retry-After'));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A positive whole number of seconds, or nothing (an HTTP date, zero, garbage). */
function secondsOf(value: unknown): number | undefined {
  const seconds = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/**
 * A refused request as ApiError: the error shape when the server sent one, else the status, a colon and
 * the body's text, or the status text when the body is empty (spec 3 section 7). How long to wait is the body's
 * retryAfterSeconds, else the Retry-After header's seconds.
 */
export function apiErrorOf(
  status: number,
  statusText: string,
  payload: unknown,
  bodyText = '',
  retryAfter: string | null = null,
): ApiError {
  const headerWait = secondsOf(retryAfter);
  if (isApiErrorBody(payload)) {
    const { code, message, fields, retryAfterSeconds } = payload.error;
    const bodyWait = typeof retryAfterSeconds === 'number' ? secondsOf(retryAfterSeconds) : undefined;
    return new ApiError(status, code, message, fields, bodyWait ?? headerWait);
  }
  return new ApiError(status, 'http_error', `${status}: ${bodyText.trim() || statusText}`, undefined, headerWait);
}
