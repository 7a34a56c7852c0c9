import { describe, expect, it } from 'vitest';
import { apiErrorOf } from './api-client';

describe('apiErrorOf', () => {
  it('keeps the code and the (translated) message of the server error shape', () => {
    const sut = apiErrorOf(404, 'Not Found', { error: { code: 'application_not_found', message: 'Geen aansoek' } });
    expect(sut).toMatchObject({ status: 404, code: 'application_not_found', message: 'Geen aansoek' });
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
