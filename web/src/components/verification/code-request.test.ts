import { describe, expect, test } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { codeRequestFailed, codeRequestSent, isCodeSent, resendAvailableAt } from './code-request';

const NOW = 1_800_000_000_000;

describe('the outcome of a request for a one-time code', () => {
  test('a code that went out is sent, with the masked number and the resend time', () => {
    const sut = codeRequestSent({ success: true, maskedPhone: '*** *** 0101', resendAfterSeconds: 60 }, NOW);
    expect(sut).toEqual({ status: 'sent', maskedPhone: '*** *** 0101', resendAvailableAt: NOW + 60_000 });
    expect(isCodeSent(sut)).toBe(true);
  });

  test('a code the slow gateway queued is sent, and says it may take a minute', () => {
    const sut = codeRequestSent(
      { success: true, maskedPhone: '*** *** 0101', resendAfterSeconds: 60, queued: true },
      NOW,
    );
    expect(sut).toEqual({ status: 'sent', maskedPhone: '*** *** 0101', resendAvailableAt: NOW + 60_000, queued: true });
    expect(isCodeSent(sut)).toBe(true);
  });

  test('a gateway that is away (503) sent nothing: the server says so, and asking again is allowed at once', () => {
    const message = 'We are having trouble sending SMS messages right now. Please ask for the code again in a minute.';
    const sut = codeRequestFailed(new ApiError(503, 'sms_unavailable', message, undefined, 60), NOW);
    expect(sut).toEqual({ status: 'failed', message });
    expect(resendAvailableAt(sut)).toBeNull();
  });

  test('the hourly limit is not a sent code: it keeps the server message and holds Resend back for an hour', () => {
    const message = 'Too many codes were sent to this number. Please try again in an hour.';
    const sut = codeRequestFailed(new ApiError(429, 'code_hourly_limit', message), NOW);
    expect(sut).toEqual({ status: 'limited', message, resendAvailableAt: NOW + 3_600_000 });
    expect(isCodeSent(sut)).toBe(false);
    expect(resendAvailableAt(sut)).toBe(NOW + 3_600_000);
  });

  test('a limit that lifts sooner than an hour (the per-address one) holds Resend back only as long as the server asks', () => {
    const message = 'Too many requests. Please try again later.';
    const sut = codeRequestFailed(new ApiError(429, 'too_many_requests', message, undefined, 2_741), NOW);
    expect(sut).toEqual({ status: 'limited', message, resendAvailableAt: NOW + 2_741_000 });
  });

  test('a cooldown lasts the seconds the server asks for, whatever its message says', () => {
    const sut = codeRequestFailed(new ApiError(429, 'code_cooldown', 'Bitte warten.', undefined, 17), NOW);
    expect(resendAvailableAt(sut)).toBe(NOW + 17_000);
  });

  test('the cooldown is not a sent code: Resend waits the seconds the server names', () => {
    const message = 'Please wait 42 seconds before asking for a new code.';
    const sut = codeRequestFailed(new ApiError(429, 'code_cooldown', message), NOW);
    expect(sut).toEqual({ status: 'cooldown', message, resendAvailableAt: NOW + 42_000 });
    expect(isCodeSent(sut)).toBe(false);
  });

  test('a cooldown message without a number waits the full minute', () => {
    const sut = codeRequestFailed(new ApiError(429, 'code_cooldown', 'Bitte warten.'), NOW);
    expect(resendAvailableAt(sut)).toBe(NOW + 60_000);
  });

  test('an SMS the gateway could not send may be asked for again at once', () => {
    const sut = codeRequestFailed(new ApiError(502, 'sms_failed', 'The SMS could not be sent.'), NOW);
    expect(sut).toEqual({ status: 'failed', message: 'The SMS could not be sent.' });
    expect(isCodeSent(sut)).toBe(false);
    expect(resendAvailableAt(sut)).toBeNull();
  });

  test('no answer, or an answer without the error shape, has no server message to show', () => {
    expect(codeRequestFailed(new ApiError(0, 'network_error', 'network error'), NOW)).toEqual({
      status: 'failed',
      message: null,
    });
    expect(codeRequestFailed(new ApiError(503, 'http_error', '503: Service Unavailable'), NOW)).toEqual({
      status: 'failed',
      message: null,
    });
    expect(codeRequestFailed(new TypeError('boom'), NOW)).toEqual({ status: 'failed', message: null });
  });

  test('any other refusal is refused, with the server message and its code (the screen may offer a way on)', () => {
    const message = 'Could not find an application with that reference number.';
    expect(codeRequestFailed(new ApiError(404, 'not_found', message), NOW)).toEqual({
      status: 'refused',
      message,
      code: 'not_found',
    });
  });

  test('nothing asked yet is not sent and has no resend time', () => {
    expect(isCodeSent(null)).toBe(false);
    expect(resendAvailableAt(null)).toBeNull();
  });
});
