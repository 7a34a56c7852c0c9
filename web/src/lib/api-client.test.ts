import { describe, expect, it } from 'vitest';
import { apiErrorOf } from './api-client';

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
