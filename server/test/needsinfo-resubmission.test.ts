import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminApi, loginAdmin, messagesTo, pdfBytes, tinyPngBytes, uploadPath } from './support/admin.js';
import {
  API,
  applicantCookieOf,
  backdateCodes,
  createApplication,
  readLatestCode,
  sendJson,
  upload,
} from './support/applicant.js';
import {
  DATABASES,
  type JsonBody,
  postJson,
  readJson,
  startTestServer,
  type TestServer,
} from './support/test-server.js';

describe.each(DATABASES)('request for information and resubmission, end to end, on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { seedDemo: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  const ok = async (response: Response, status = 200): Promise<JsonBody> => {
    const text = await response.text();
    expect(response.status, text).toBe(status);
    return JSON.parse(text);
  };
  const sign = (reference: string, cookie: string) =>
    sendJson(
      server,
      'POST',
      '/save-signature',
      { applicationNumber: reference, signatureType: 'typed', signatureData: 'Thandi Mokoena', acceptedTerms: true },
      cookie,
    );
  /** Asks for a code for a reference and confirms it, in a browser with no cookies. */
  async function resumeWithCode(reference: string, phone: string) {
    await ok(await postJson(server.url(`${API}/sms/send-verification`), { appNumber: reference }));
    const confirmed = await sendJson(server, 'PUT', `/residential-applications/${reference}/confirm-cell`, {
      code: readLatestCode(server, phone),
    });
    const body = await ok(confirmed);
    return { cookie: applicantCookieOf(confirmed)!, application: body.application };
  }

  test('pending → needsinfo by the admin → the applicant resumes with a code, corrects, resubmits → pending', async () => {
    // The applicant creates, verifies, uploads both documents, completes them and signs.
    const { reference, cookie: creationCookie } = await createApplication(server);
    const { Cellnr: phone } = (
      await readJson(
        await fetch(server.url(`${API}/residential-applications/${reference}`), {
          headers: { cookie: creationCookie },
        }),
      )
    ).application;
    let { cookie } = await resumeWithCode(reference, phone);
    await ok(await upload(server, cookie, reference, 'id', 'id.pdf', await pdfBytes(), 'application/pdf'), 201);
    await ok(
      await upload(server, cookie, reference, 'deedlease', 'lease.pdf', await pdfBytes(), 'application/pdf'),
      201,
    );
    await ok(
      await sendJson(
        server,
        'POST',
        `/residential-applications/${reference}/complete-documents`,
        { postalAddress: 'PO Box 12, Hatfield', postalCode: '0028' },
        cookie,
      ),
    );
    await ok(await sign(reference, cookie));

    // The admin asks for a clearer ID copy.
    const admin = adminApi(server, await loginAdmin(server));
    const before = await admin.json(`/admin/applications/${reference}`);
    expect(before.status).toBe('pending');
    const oldId = before.documents.find((d: JsonBody) => d.type === 'id').fileName;
    await ok(await admin.send('POST', `/admin/applications/${reference}/request-info`, { message: 'unclear-id-copy' }));
    const sms = (await messagesTo(server, 'sms', phone)).at(-1)!.body;
    expect(sms).toContain('Unclear/unreadable ID copy.');
    const link = /https?:\/\/\S+/.exec(sms)![0];
    expect(new URL(link).pathname).toBe('/ClientApps/track');
    expect(new URL(link).searchParams.get('ref')).toBe(reference);

    // A new browser: without a code the reference only tells that the application exists.
    const lookup = await ok(await fetch(server.url(`${API}/residential-applications/${reference}`)));
    expect(lookup).toEqual({ success: true, exists: true, applicationNumber: reference });
    const anonymous = await sendJson(server, 'PUT', `/residential-applications/${reference}`, { refName: 'X' });
    expect(anonymous.status).toBe(401);
    await backdateCodes(server, reference, 120);
    const resumed = await resumeWithCode(new URL(link).searchParams.get('ref')!, phone);
    cookie = resumed.cookie;
    expect(cookie).not.toBe(creationCookie);
    expect(resumed.application).toMatchObject({ status: 'needsinfo', infoRequested: 'Unclear/unreadable ID copy.' });

    // The applicant corrects a field, replaces the ID copy and signs again.
    const changed = await ok(
      await sendJson(server, 'PUT', `/residential-applications/${reference}`, { refName: 'Sipho M. Mokoena' }, cookie),
    );
    expect(changed.application.RefName).toBe('Sipho M. Mokoena');
    const replaced = await ok(
      await upload(server, cookie, reference, 'id', 'id-clear.png', await tinyPngBytes(), 'image/png'),
      201,
    );
    expect(existsSync(uploadPath(server, oldId))).toBe(false);
    const submitted = await ok(await sign(reference, cookie));
    expect(submitted.success).toBe(true);

    // The admin sees it pending again, with the new document and the whole story on the timeline.
    const after = await admin.json(`/admin/applications/${reference}`);
    expect(after.status).toBe('pending');
    expect(after.reference.name).toBe('Sipho M. Mokoena');
    expect(after.documents.find((d: JsonBody) => d.type === 'id')).toMatchObject({
      fileName: replaced.fileName,
      originalName: 'id-clear.png',
    });
    const transitions = after.timeline
      .filter((e: JsonBody) => e.kind === 'status' || e.kind === 'created')
      .map((e: JsonBody) =>
        e.kind === 'created'
          ? `started by ${e.actorType}`
          : `${e.data.from}→${e.data.to} by ${e.adminName ?? e.actorType}`,
      );
    expect(transitions).toEqual([
      'started by customer',
      'incomplete→pending by customer',
      'pending→needsinfo by Admin',
      'needsinfo→pending by customer',
    ]);
    const request = after.timeline.find((e: JsonBody) => e.kind === 'status' && e.data.to === 'needsinfo');
    expect(request.data.reason).toEqual({ key: 'decisions.infoRequest.unclear-id-copy' });

    // Pending again, it is closed to the applicant until the admin decides.
    const locked = await sendJson(server, 'PUT', `/residential-applications/${reference}`, { refName: 'X' }, cookie);
    expect(locked.status).toBe(409);
    expect((await ok(await sign(reference, cookie), 409)).error.code).toBe('not_submittable');
  });
});
