import { describe, expect, test } from 'vitest';
import { maskEmailAddress } from '../../adapters/email/build-email-sender.js';
import { logSerializers } from './log-serializers.js';

describe('what the log keeps of a request', () => {
  test('the path without its query string, which may hold names and numbers', () => {
    const line = logSerializers.req({
      id: 'req-1',
      method: 'GET',
      url: '/ClientApps/api/admin/applications?search=Thandi%20Mokoena&type=residential',
    });
    expect(line).toEqual({ id: 'req-1', method: 'GET', path: '/ClientApps/api/admin/applications' });
    expect(JSON.stringify(line)).not.toContain('Thandi');
  });

  test('email addresses of outgoing mail are masked', () => {
    expect(maskEmailAddress('thandi.mokoena@example.co.za')).toBe('t***@example.co.za');
    expect(maskEmailAddress('not-an-address')).toBe('***');
  });
});
