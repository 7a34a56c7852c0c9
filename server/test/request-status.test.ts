import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findApplicationByReference } from '../src/db/repositories/application-repository.js';
import { accounts } from '../src/db/schema.js';
import { adminApi, loginAdmin } from './support/admin.js';
import {
  afrikaansMessage,
  applicantCookieOf,
  createApplication,
  readLatestCode,
  readOutbox,
  readyToSubmit,
  sendJson,
  wrongCode,
} from './support/applicant.js';
import {
  e164,
  readyTermination,
  startDraft,
  submission,
  submitTermination,
  terminationCookieOf,
} from './support/terminating-customer.js';
import { DATABASES, postJson, readJson, startTestServer, type TestServer } from './support/test-server.js';

describe.each(DATABASES)('the status of a request for its customer on %s', (kind) => {
  let server: TestServer;
  let admin: ReturnType<typeof adminApi>;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { seedDemo: true });
    admin = adminApi(server, await loginAdmin(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  const status = (reference: string, cookie?: string, language?: string) =>
    fetch(server.url(`/ClientApps/api/requests/${encodeURIComponent(reference)}/status`), {
      headers: { ...(cookie ? { cookie } : {}), ...(language ? { 'x-language': language } : {}) },
    });
  const submitted = async () => {
    const { reference, cookie } = await readyToSubmit(server);
    const signed = await sendJson(
      server,
      'POST',
      '/save-signature',
      { applicationNumber: reference, signatureType: 'typed', signatureData: 'Thandi Mokoena', acceptedTerms: true },
      cookie,
    );
    expect(signed.status).toBe(200);
    return { reference, cookie };
  };

  test('an application in review: submitted, what comes next and by when, what the customer may do', async () => {
    const { reference, cookie } = await submitted();
    const response = await status(reference.toLowerCase(), cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = await readJson(response);
    expect(body).toMatchObject({
      reference,
      kind: 'residential_application',
      status: 'pending',
      events: [{ kind: 'submitted', at: expect.any(String) }],
      nextStep: { key: 'review', text: 'Our team reviews your request and its documents.' },
      actions: ['download_pdf', 'your_information'],
    });
    expect(Date.parse(body.nextStep.by)).toBeGreaterThan(Date.now());
    expect(body.nextStep.businessDays).toBeGreaterThanOrEqual(0);
    const afrikaans = await readJson(await status(reference, cookie, 'af'));
    expect(afrikaans.nextStep.text).toBe('Ons span gaan jou versoek en sy dokumente na.');
  });

  test('the public timeline: decisions and the messages staff sent, never notes, assignments or automatic messages', async () => {
    const { reference, cookie } = await submitted();
    const path = (action: string) => `/admin/applications/${reference}/${action}`;
    expect((await admin.send('POST', path('notes'), { note: 'Internal: the landlord sounded unsure.' })).status).toBe(
      200,
    );
    expect((await admin.send('POST', path('assign'), { assignee: 'me' })).status).toBe(200);
    expect((await admin.send('POST', path('documents/id/approve'))).status).toBe(200);
    expect((await admin.send('POST', path('documents/deedlease/reject'), { reason: 'expired' })).status).toBe(200);
    expect(
      (await admin.send('POST', path('message'), { channel: 'sms', message: 'Please send the signed lease.' })).status,
    ).toBe(200);
    expect((await admin.send('POST', path('request-info'), { message: 'unclear-id-copy' })).status).toBe(200);
    const body = await readJson(await status(reference, cookie));
    expect(body.status).toBe('needsinfo');
    expect(body.events.map((e: { kind: string }) => e.kind)).toEqual([
      'submitted',
      'documents_checked',
      'document_rejected',
      'message',
      'information_requested',
    ]);
    // A refused document shows on its own, with why (issue 39).
    expect(body.events[2]).toMatchObject({
      document: 'Lease agreement or deed of sale',
      reason: 'The document has expired.',
    });
    expect(body.events[3].message).toEqual({ channel: 'sms', text: 'Please send the signed lease.' });
    // What staff asked for, as the customer was told it, in the reader's language.
    expect(body.events[4].reason).toBe('Unclear/unreadable ID copy.');
    const afrikaans = await readJson(await status(reference, cookie, 'af'));
    expect(afrikaans.events[4].reason).toBe(afrikaansMessage('decisions.infoRequest.unclear-id-copy'));
    expect(JSON.stringify(body)).not.toContain('landlord');
    expect(JSON.stringify(body)).not.toContain('Admin');
    expect(body.nextStep.key).toBe('answer');
    expect(body.actions).toEqual(['answer', 'download_pdf', 'your_information']);
  });

  test('an incomplete application may be continued; a termination in review may be cancelled', async () => {
    const draft = await createApplication(server);
    const incomplete = await readJson(await status(draft.reference, draft.cookie));
    expect(incomplete).toMatchObject({ status: 'incomplete', events: [], nextStep: { key: 'finish', by: null } });
    expect(incomplete.actions).toEqual(['continue', 'your_information']);

    const { cookie, terminationId, personal } = await readyTermination(server, 'residential');
    const sent = await submitTermination(server, 'residential', submission(personal), cookie);
    expect(sent.status).toBe(201);
    const termination = await readJson(await status(terminationId, terminationCookieOf(sent) ?? cookie));
    expect(termination).toMatchObject({
      reference: terminationId,
      kind: 'residential_termination',
      status: 'pending',
      events: [{ kind: 'submitted' }],
      actions: ['cancel', 'download_pdf', 'your_information'],
    });
  });

  test('a stranger gets nothing: 401 without a session, 403 with another request, whether the reference exists or not', async () => {
    const { reference } = await submitted();
    const other = await createApplication(server);
    for (const [cookie, expected] of [
      [undefined, 401],
      [other.cookie, 403],
    ] as const) {
      for (const target of [reference, 'PM-2026-999999', 'TM-2026-99999']) {
        const response = await status(target, cookie);
        expect(response.status, `${target} ${expected}`).toBe(expected);
        const text = await response.text();
        expect(text).not.toContain(reference);
        expect(text).not.toContain('pending');
      }
    }
    const staffOnly = await fetch(server.url(`/ClientApps/api/requests/${reference}/status`), {
      headers: { cookie: (await loginAdmin(server)).split(';')[0]! },
    });
    expect(staffOnly.status).toBe(401);
  });
  test('every message about a request links to the Track page with its reference; a code does not', async () => {
    const { reference } = await submitted();
    const application = (await findApplicationByReference(server.db, reference))!;
    for (const channel of ['sms', 'email'] as const) {
      const path = `/admin/applications/${reference}/message`;
      expect((await admin.send('POST', path, { channel, message: 'Your meter is booked.' })).status).toBe(200);
    }
    const link = `http://localhost:${server.config.PORT}/ClientApps/track?ref=${reference}`;
    const sms = (await readOutbox(server, 'sms')).filter((m) => m.to === application.cellPhone);
    expect(sms.at(-1)!.body).toBe(`Protea Management: Your meter is booked.\nFollow your request: ${link}`);
    expect(sms.filter((m) => m.kind === 'verification-code').every((m) => !m.body.includes('/track'))).toBe(true);
    const email = (await readOutbox(server, 'email')).filter((m) => m.to === application.email).at(-1)!;
    expect(email.body).toContain(`Follow your request: ${link}`);
    expect(email.html).toContain(`href="${link}"`);
  });

  // The Track page: a PM- or TM- reference or an account number, a code to the phone on file, then the status.
  const askCode = (typed: string) =>
    postJson(server.url(`/ClientApps/api/requests/${encodeURIComponent(typed)}/code`), {});
  const confirm = (typed: string, code: string) =>
    sendJson(server, 'PUT', `/requests/${encodeURIComponent(typed)}/confirm-code`, { code });

  test('Track: an application by its reference, a code to its phone, then its status and its own session', async () => {
    const { reference } = await submitted();
    const sent = await askCode(` ${reference.toLowerCase()} `);
    expect(sent.status).toBe(200);
    expect((await readJson(sent)).maskedPhone).toMatch(/\*/);
    const code = readLatestCode(server);
    const wrong = await confirm(reference, wrongCode(code));
    expect(wrong.status).toBe(400);
    expect(applicantCookieOf(wrong)).toBeNull();
    const right = await confirm(reference, code);
    expect(right.status).toBe(200);
    expect(right.headers.get('cache-control')).toBe('private, no-store');
    expect(await readJson(right)).toMatchObject({ reference, status: 'pending', accountNumber: null });
    const cookie = applicantCookieOf(right)!;
    expect((await readJson(await status(reference, cookie))).status).toBe('pending');
    // The code is used up: it opens nothing a second time.
    expect((await confirm(reference, code)).status).toBe(404);
  });

  test('Track: a termination by its TM- reference or by its account number; a draft and strangers are not found', async () => {
    const { cookie, terminationId, personal } = await readyTermination(server, 'residential');
    const accountNumber = String(personal.proteaAccountNumber);
    expect((await submitTermination(server, 'residential', submission(personal), cookie)).status).toBe(201);
    for (const typed of [terminationId, accountNumber]) {
      expect((await askCode(typed)).status, typed).toBe(200);
      const right = await confirm(typed, readLatestCode(server, e164(String(personal.cellPhone))));
      expect(right.status, typed).toBe(200);
      expect(await readJson(right)).toMatchObject({ reference: terminationId, status: 'pending', accountNumber });
      const session = terminationCookieOf(right)!;
      expect((await readJson(await status(terminationId, session))).reference).toBe(terminationId);
    }
    // A draft's number is not verified: its reference finds nothing, as an unknown one does, and no code goes out.
    const draft = await startDraft(server, 'residential');
    for (const typed of [draft.terminationId, 'TM-2026-99999', 'PM-2026-999999', '99999999', 'hello', '../admin']) {
      const response = await askCode(typed);
      expect(response.status, typed).toBe(404);
      expect((await readJson(response)).error.code).toBe('request_not_found');
    }
  });

  test('Track: the account number of a completed application finds that application', async () => {
    const { reference } = await submitted();
    const application = (await findApplicationByReference(server.db, reference))!;
    await server.db.insert(accounts).values({
      accountNumber: '77001234',
      holderName: 'Thandi Mokoena',
      holderIdNumber: '',
      isBusiness: false,
      cellPhone: application.cellPhone,
      depositCents: 0,
      openedOn: '2026-11-27',
      openedByCaseId: application.id,
    });
    expect((await askCode('7700 1234')).status).toBe(200);
    const right = await confirm('77001234', readLatestCode(server));
    expect(right.status).toBe(200);
    expect(await readJson(right)).toMatchObject({ reference, accountNumber: '77001234' });
  });
});
