import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminApi, loginAdmin } from './support/admin.js';
import { createApplication, readyToSubmit, sendJson } from './support/applicant.js';
import {
  readyTermination,
  submission,
  submitTermination,
  terminationCookieOf,
} from './support/terminating-customer.js';
import { DATABASES, readJson, startTestServer, type TestServer } from './support/test-server.js';

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
    expect((await admin.send('POST', path('documents/deedlease/reject'))).status).toBe(200);
    expect(
      (await admin.send('POST', path('message'), { channel: 'sms', message: 'Please send the signed lease.' })).status,
    ).toBe(200);
    expect((await admin.send('POST', path('request-info'), { message: 'unclear-id-copy' })).status).toBe(200);
    const body = await readJson(await status(reference, cookie));
    expect(body.status).toBe('needsinfo');
    expect(body.events.map((e: { kind: string }) => e.kind)).toEqual([
      'submitted',
      'documents_checked',
      'message',
      'information_requested',
    ]);
    expect(body.events[2].message).toEqual({ channel: 'sms', text: 'Please send the signed lease.' });
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
});
