import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { verificationCodes } from '../src/db/schema.js';
import {
  applicantCookieOf,
  applicationRow,
  backdateCodes,
  confirmCode,
  createApplication,
  englishMessage,
  expireCodes,
  getApplication,
  readLatestCode,
  readOutbox,
  sendCode,
  sendJson,
  storedRecord,
  uniqueCellPhone,
  wrongCode,
} from './support/applicant.js';
import { DATABASES, readJson, startTestServer, type TestServer } from './support/test-server.js';

describe.each(DATABASES)('residential application: one-time codes on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  const e164 = (local: string) => `+27${local.replace(/\D/g, '').slice(1)}`;

  /** A fresh application with one code sent: its reference, cookie and the right code. */
  async function withCode(overrides: Record<string, unknown> = {}) {
    const created = await createApplication(server, overrides);
    expect((await sendCode(server, { appNumber: created.reference })).status).toBe(200);
    return { ...created, code: readLatestCode(server, e164(String(created.body.cellPhone))) };
  }

  test('Applicants get a code on the phone on file, never on a number they name', async () => {
    const { reference } = await createApplication(server, { cellPhone: '082 123 4567' });
    const response = await sendCode(server, { appNumber: reference, phoneNumber: '083 111 2222' });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true, maskedPhone: '*** *** 4567', resendAfterSeconds: 60 });
    const sms = await readOutbox(server, 'sms');
    expect(sms.at(-1)).toMatchObject({ to: '+27821234567', kind: 'verification-code' });
    expect(sms.at(-1)!.body).toMatch(/code is \d{6}\b/);
    expect(sms.some((m) => m.to.endsWith('831112222'))).toBe(false);
    // Stored hashed: the code itself is nowhere in the database row.
    const code = readLatestCode(server);
    const { id } = await applicationRow(server, reference);
    const [row] = await server.db.select().from(verificationCodes).where(eq(verificationCodes.caseId, id));
    expect(row!.codeHash).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  test('Applicants must wait 60 seconds before asking for another code', async () => {
    const { reference } = await createApplication(server);
    expect((await sendCode(server, { applicationId: reference })).status).toBe(200);
    const again = await sendCode(server, { appNumber: reference });
    expect(again.status).toBe(429);
    const { error } = await readJson(again);
    expect(error.code).toBe('code_cooldown');
    expect(error.resendAfterSeconds).toBeGreaterThan(0);
    expect(error.resendAfterSeconds).toBeLessThanOrEqual(60);
    expect(error.message).toBe(
      englishMessage('errors.codeCooldown').replace('{{seconds}}', String(error.resendAfterSeconds)),
    );
    await backdateCodes(server, reference, 61);
    expect((await sendCode(server, { appNumber: reference })).status).toBe(200);
  });

  test('Applicants get at most 5 codes an hour for one number', async () => {
    const cellPhone = uniqueCellPhone();
    const { reference } = await createApplication(server, { cellPhone });
    for (let i = 0; i < 5; i++) {
      expect((await sendCode(server, { appNumber: reference })).status, `code ${i + 1}`).toBe(200);
      await backdateCodes(server, reference, 61); // past the cooldown, still within the hour
    }
    const sixth = await sendCode(server, { appNumber: reference });
    expect(sixth.status).toBe(429);
    expect((await readJson(sixth)).error.code).toBe('code_hourly_limit');
    // The limit is per number: another application with the same number is held back too.
    const sibling = await createApplication(server, { cellPhone });
    const fromSibling = await sendCode(server, { appNumber: sibling.reference });
    expect(fromSibling.status).toBe(429);
    expect((await readJson(fromSibling)).error.code).toBe('code_hourly_limit');
    expect((await readOutbox(server, 'sms')).filter((m) => m.to === e164(cellPhone))).toHaveLength(5);
    // Once the codes are more than an hour old a new one may be sent.
    await backdateCodes(server, reference, 3601);
    expect((await sendCode(server, { appNumber: reference })).status).toBe(200);
  });

  test('Applicants asking for a code for an unknown or missing reference are refused', async () => {
    const unknown = await sendCode(server, { appNumber: 'PM-2026-00001' });
    expect(unknown.status).toBe(404);
    expect((await readJson(unknown)).error.code).toBe('application_not_found');
    expect((await sendCode(server, { appNumber: '../../etc' })).status).toBe(404);
    const missing = await sendCode(server, { phoneNumber: '0821234567' });
    expect(missing.status).toBe(400);
    expect((await readJson(missing)).error.fields).toEqual({
      appNumber: [englishMessage('validation.referenceRequired')],
    });
  });

  test('Guesses sent all at once still get only 5 tries at a code', async () => {
    const { reference, code } = await withCode();
    const guesses = Array.from({ length: 29 }, (_, i) => String((Number(code) + 1 + i * 7919) % 1e6).padStart(6, '0'));
    // The right code goes last, after 29 wrong ones: by then the code must be dead.
    const responses = await Promise.all([...guesses, code].map((guess) => confirmCode(server, reference, guess)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(4);
    const { id } = await applicationRow(server, reference);
    const [row] = await server.db.select().from(verificationCodes).where(eq(verificationCodes.caseId, id));
    // No more than 5 wrong guesses may ever be checked against one code (and a success needs fewer).
    expect(row!.attempts, statuses.join(',')).toBeLessThanOrEqual(statuses.at(-1) === 200 ? 4 : 5);
  });

  test('Applicants who type a wrong code are told how many tries are left, and get no data', async () => {
    const { reference, code } = await withCode();
    const response = await confirmCode(server, reference, wrongCode(code));
    expect(response.status).toBe(400);
    const body = await readJson(response);
    expect(body.error).toMatchObject({ code: 'invalid_code', attemptsLeft: 4 });
    expect(body.application).toBeUndefined();
    expect(JSON.stringify(body)).not.toContain('Thandi');
    expect(applicantCookieOf(response)).toBeNull();
  });

  test('Applicants who type 5 wrong codes must ask for a new one, even the right code is refused', async () => {
    const { reference, code } = await withCode();
    for (const attemptsLeft of [4, 3, 2, 1]) {
      const response = await confirmCode(server, reference, wrongCode(code));
      expect(response.status).toBe(400);
      expect((await readJson(response)).error.attemptsLeft).toBe(attemptsLeft);
    }
    const fifth = await confirmCode(server, reference, wrongCode(code));
    expect(fifth.status).toBe(423);
    expect((await readJson(fifth)).error.code).toBe('code_locked');
    const right = await confirmCode(server, reference, code);
    expect(right.status).toBe(423);
    expect(applicantCookieOf(right)).toBeNull();
    expect((await applicationRow(server, reference)).cellConfirmedAt).toBeNull();

    await backdateCodes(server, reference, 61);
    expect((await sendCode(server, { appNumber: reference })).status).toBe(200);
    expect((await confirmCode(server, reference, readLatestCode(server))).status).toBe(200);
  });

  test('Applicants cannot use a code after its 10 minutes', async () => {
    const { reference, code } = await withCode();
    await expireCodes(server, reference);
    const response = await confirmCode(server, reference, code);
    expect(response.status).toBe(410);
    expect((await readJson(response)).error.code).toBe('code_expired');
    expect(applicantCookieOf(response)).toBeNull();
  });

  test('Applicants must type six digits', async () => {
    const { reference } = await withCode();
    for (const code of ['12345', '1234567', 'abcdef', '', 123456]) {
      const response = await confirmCode(server, reference, code);
      expect(response.status, String(code)).toBe(400);
      const { error } = await readJson(response);
      expect(error.code).toBe('validation_failed');
      expect(error.fields).toEqual({ code: [englishMessage('validation.codeFormat')] });
    }
  });

  test('Applicants can resume on a fresh browser with the right code, which works only once', async () => {
    const { reference, code } = await withCode({ firstName: 'Naledi' });
    // A fresh client: no cookie from the create call.
    const response = await confirmCode(server, reference, code);
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body.success).toBe(true);
    expect(body.application).toMatchObject({ applicationNumber: reference, FirstName: 'Naledi', CellConfirmed: true });
    const cookie = applicantCookieOf(response)!;
    expect(cookie).toBeTruthy();
    expect(response.headers.getSetCookie().join(';')).toContain('HttpOnly');
    expect(response.headers.getSetCookie().join(';')).toContain('SameSite=Lax');
    expect((await storedRecord(server, reference, cookie)).FirstName).toBe('Naledi');

    const reused = await confirmCode(server, reference, code);
    expect(reused.status).toBe(404);
    expect(applicantCookieOf(reused)).toBeNull();
  });

  test('Applicants cannot confirm without a code having been sent, or for an unknown reference', async () => {
    const { reference } = await createApplication(server);
    const none = await confirmCode(server, reference, '123456');
    expect(none.status).toBe(404);
    expect((await readJson(none)).error.code).toBe('no_code_sent');
    expect((await confirmCode(server, 'PM-2026-00001', '123456')).status).toBe(404);
  });

  test('Applicants cannot confirm a changed cell phone with a code sent to the earlier number', async () => {
    const { reference, cookie, code } = await withCode();
    const changed = await sendJson(
      server,
      'PUT',
      `/residential-applications/${reference}`,
      { cellPhone: uniqueCellPhone() },
      cookie,
    );
    expect(changed.status).toBe(200);
    // The code went to the old number: it proves nothing about the new one.
    const response = await confirmCode(server, reference, code);
    expect(response.status).not.toBe(200);
    expect(applicantCookieOf(response)).toBeNull();
    expect((await storedRecord(server, reference, cookie)).CellConfirmed).toBe(false);
    const anonymous = await readJson(await getApplication(server, reference));
    expect(anonymous.application).toBeUndefined();
  });
});
