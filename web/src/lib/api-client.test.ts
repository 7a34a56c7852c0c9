import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiErrorOf, createApiClient, isPassingFailure, readRetryDelayMs, waitFor } from './api-client';

describe('apiErrorOf', () => {
  it('keeps the code and the (translated) message of the server error shape', () => {
    const sut = apiErrorOf(404, 'Not Found', { error: { code: 'application_not_found', message: 'Geen aansoek' } });
    expect(sut).toMatchObject({ status: 404, code: 'application_not_found', message: 'Geen aansoek' });
  });

  it('keeps how long a 429 asks to wait, and nothing that is not a positive number of seconds', () => {
    const limited = (retryAfterSeconds: unknown) =>
      apiErrorOf(429, 'Too Many Requests', {
        error: { code: 'too_many_requests', message: 'Later', retryAfterSeconds },
      });
    expect(limited(2_741).retryAfterSeconds).toBe(2_741);
    expect(limited('60').retryAfterSeconds).toBeUndefined();
    expect(limited(0).retryAfterSeconds).toBeUndefined();
    expect(limited(undefined).retryAfterSeconds).toBeUndefined();
  });

  it("keeps how long a 503 asks to wait: the body's seconds, else the Retry-After header's", () => {
    const body = { error: { code: 'service_unavailable', message: 'Try again in a minute.', retryAfterSeconds: 30 } };
    expect(apiErrorOf(503, 'Service Unavailable', body, '', '10')).toMatchObject({
      status: 503,
      code: 'service_unavailable',
      message: 'Try again in a minute.',
      retryAfterSeconds: 30,
    });
    const bare = { error: { code: 'service_unavailable', message: 'Later' } };
    expect(apiErrorOf(503, 'Service Unavailable', bare, '', '30').retryAfterSeconds).toBe(30);
    expect(apiErrorOf(503, 'Service Unavailable', null, '', '5').retryAfterSeconds).toBe(5);
    expect(
      apiErrorOf(503, 'Service Unavailable', bare, '', 'Wed, 21 Oct 2026 07:28:00 GMT').retryAfterSeconds,
    ).toBeUndefined();
  });

  it('reads any other refusal as the status, a colon and the body text', () => {
    expect(apiErrorOf(502, 'Bad Gateway', null, ' upstream down\n').message).toBe('502: upstream down');
  });

  it('falls back on the status text when the body is empty', () => {
    expect(apiErrorOf(503, 'Service Unavailable', null, '')).toMatchObject({
      code: 'http_error',
      message: '503: Service Unavailable',
    });
  });
});

describe('isPassingFailure', () => {
  it('is a 503 or an unreachable server, nothing else', () => {
    expect(isPassingFailure(new ApiError(503, 'service_unavailable', 'Later'))).toBe(true);
    expect(isPassingFailure(new ApiError(0, 'network_error', 'network error'))).toBe(true);
    expect(isPassingFailure(new ApiError(500, 'internal_error', 'Oops'))).toBe(false);
    expect(isPassingFailure(new ApiError(429, 'too_many_requests', 'Later'))).toBe(false);
    expect(isPassingFailure(new Error('crash'))).toBe(false);
  });
});

const unavailable = (retryAfterSeconds = 30) =>
  new Response(JSON.stringify({ error: { code: 'service_unavailable', message: 'Later', retryAfterSeconds } }), {
    status: 503,
    headers: { 'Content-Type': 'application/json', 'Retry-After': String(retryAfterSeconds) },
  });
const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  const client = () => {
    const wait = vi.fn(async (_ms: number, _signal?: AbortSignal) => {});
    return { wait, request: createApiClient({ maxRetryAfterSeconds: 2, fallbackMs: 1000, wait }) };
  };

  it('tries a read once more after a 503, waiting a second when the Retry-After is long', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(unavailable(30))
      .mockResolvedValueOnce(ok({ found: true }));
    vi.stubGlobal('fetch', fetch);
    const { wait, request } = client();
    await expect(request('/things')).resolves.toEqual({ found: true });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(wait).toHaveBeenCalledExactlyOnceWith(1000, undefined);
  });

  it('waits what a short Retry-After asks for', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(unavailable(2)).mockResolvedValueOnce(ok({})));
    const { wait, request } = client();
    await request('/things');
    expect(wait).toHaveBeenCalledWith(2000, undefined);
  });

  it('tries a read once more when the server could not be reached', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(ok([1]));
    vi.stubGlobal('fetch', fetch);
    await expect(client().request('/things')).resolves.toEqual([1]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('tries only once more: a second failure is the caller’s, with the wait the server asked for', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(unavailable()).mockResolvedValueOnce(unavailable());
    vi.stubGlobal('fetch', fetch);
    await expect(client().request('/things')).rejects.toMatchObject({ status: 503, retryAfterSeconds: 30 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('never sends a change twice by itself', async () => {
    const fetch = vi.fn().mockResolvedValue(unavailable());
    vi.stubGlobal('fetch', fetch);
    const { wait, request } = client();
    await expect(request('/things', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 503 });
    await expect(request('/things', { method: 'PUT', body: {} })).rejects.toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(wait).not.toHaveBeenCalled();
  });

  it('does not try again after a refusal or a server error', async () => {
    const refused = new Response(JSON.stringify({ error: { code: 'not_found', message: 'No' } }), { status: 404 });
    const crashed = new Response('', { status: 500, statusText: 'Internal Server Error' });
    const fetch = vi.fn().mockResolvedValueOnce(refused).mockResolvedValueOnce(crashed);
    vi.stubGlobal('fetch', fetch);
    const { request } = client();
    await expect(request('/things')).rejects.toMatchObject({ status: 404 });
    await expect(request('/things')).rejects.toMatchObject({ status: 500 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives up the second try when the read is aborted while it waits', async () => {
    const fetch = vi.fn().mockResolvedValue(unavailable());
    vi.stubGlobal('fetch', fetch);
    const controller = new AbortController();
    const request = createApiClient({ maxRetryAfterSeconds: 2, fallbackMs: 1000, wait: waitFor });
    const reading = request('/things', { signal: controller.signal });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    controller.abort();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('readRetryDelayMs', () => {
  it('is the Retry-After when it is short, else the fallback', () => {
    const settings = { maxRetryAfterSeconds: 2, fallbackMs: 1000, wait: waitFor };
    expect(readRetryDelayMs(new ApiError(503, 'x', 'x', undefined, 1), settings)).toBe(1000);
    expect(readRetryDelayMs(new ApiError(503, 'x', 'x', undefined, 2), settings)).toBe(2000);
    expect(readRetryDelayMs(new ApiError(503, 'x', 'x', undefined, 30), settings)).toBe(1000);
    expect(readRetryDelayMs(new ApiError(0, 'network_error', 'x'), settings)).toBe(1000);
  });
});
