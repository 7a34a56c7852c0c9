import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApplication, readLatestCode, sendJson } from './support/applicant.js';
import {
  call,
  e164,
  readyTermination,
  submission,
  submitTermination,
  terminationCookieOf,
} from './support/terminating-customer.js';
import { DATABASES, postJson, readJson, startTestServer, type TestServer } from './support/test-server.js';

/**
 * `PM-2026-48213` as customers type it too (issue 39): lower case with spaces for dashes, or a space after. Two forms:
 * each sends codes to one phone, which takes only so many an hour.
 */
const typedLoosely = (reference: string) => [
  reference.toLowerCase().replaceAll('-', ' '),
  `${reference.toLowerCase()} `,
];

describe.each(DATABASES)('a reference typed with spaces or in lower case on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { VERIFICATION_RESEND_SECONDS: '0' });
  });
  afterAll(async () => {
    await server?.close();
  });

  const path = (typed: string) => encodeURIComponent(typed);

  test('finds an application: the lookup, a code to resume it, the Track page and its status', async () => {
    const { reference } = await createApplication(server);
    for (const typed of typedLoosely(reference)) {
      const lookup = await fetch(server.url(`/ClientApps/api/residential-applications/${path(typed)}`));
      expect(lookup.status, typed).toBe(200);
      expect(await readJson(lookup)).toEqual({ success: true, exists: true, applicationNumber: reference });

      const resumeCode = await sendJson(server, 'POST', '/sms/send-verification', { appNumber: typed });
      expect(resumeCode.status, typed).toBe(200);

      const trackCode = await postJson(server.url(`/ClientApps/api/requests/${path(typed)}/code`), {});
      expect(trackCode.status, typed).toBe(200);
      const confirmed = await sendJson(server, 'PUT', `/requests/${path(typed)}/confirm-code`, {
        code: readLatestCode(server),
      });
      expect(confirmed.status, typed).toBe(200);
      expect(await readJson(confirmed)).toMatchObject({ reference });
      const cookie = confirmed.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const status = await fetch(server.url(`/ClientApps/api/requests/${path(typed)}/status`), {
        headers: { cookie },
      });
      expect(status.status, typed).toBe(200);
      expect((await readJson(status)).reference).toBe(reference);
    }
  });

  test('finds a termination: the Track page, a code to resume it by its reference, and its own calls', async () => {
    const { cookie, terminationId, personal } = await readyTermination(server, 'residential');
    expect((await submitTermination(server, 'residential', submission(personal), cookie)).status).toBe(201);
    const phone = e164(String(personal.cellPhone));
    for (const typed of typedLoosely(terminationId)) {
      const trackCode = await postJson(server.url(`/ClientApps/api/requests/${path(typed)}/code`), {});
      expect(trackCode.status, typed).toBe(200);
      const tracked = await sendJson(server, 'PUT', `/requests/${path(typed)}/confirm-code`, {
        code: readLatestCode(server, phone),
      });
      expect(tracked.status, typed).toBe(200);
      expect(await readJson(tracked)).toMatchObject({ reference: terminationId });

      // Resuming after a request for information, named by the reference rather than the account number.
      const sent = await call(server, 'POST', '/sms/send-verification', { terminationId: typed });
      expect(sent.status, typed).toBe(200);
      const resumed = await call(server, 'PUT', `/terminations/${path(typed)}/confirm-cell`, {
        code: readLatestCode(server, phone),
      });
      expect(resumed.status, typed).toBe(200);
      expect((await readJson(resumed)).termination.terminationId).toBe(terminationId);
      const session = terminationCookieOf(resumed)!;
      const pdf = await call(server, 'GET', `/terminations/${path(typed)}/pdf`, undefined, session);
      expect(pdf.status, typed).toBe(200);
    }
    const cancelled = await call(
      server,
      'POST',
      `/terminations/${path(terminationId.toLowerCase())}/cancel`,
      undefined,
      cookie,
    );
    expect(cancelled.status).toBe(200);
  });

  test('a reference that names nothing is still a 404, however it is typed', async () => {
    for (const typed of ['pm 2026 99999', 'tm 2026 99999 ', 'pm 20 26 99999']) {
      const response = await postJson(server.url(`/ClientApps/api/requests/${path(typed)}/code`), {});
      expect(response.status, typed).toBe(404);
      expect((await readJson(response)).error.code).toBe('request_not_found');
    }
    const lookup = await fetch(server.url(`/ClientApps/api/residential-applications/${path('pm 2026 99999')}`));
    expect(lookup.status).toBe(404);
    // An application's reference is not a termination's.
    const { reference } = await createApplication(server);
    const asTermination = await call(server, 'POST', '/sms/send-verification', {
      terminationId: reference.replace('PM', 'TM'),
    });
    expect(asTermination.status).toBe(404);
  });
});
