import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API, createApplication, getApplication, sendJson } from './support/applicant.js';
import { DATABASES, readJson, startTestServer, type TestServer } from './support/test-server.js';

/** Issue 28: a customer's Sign out ends the session on the server, not only the cookie. */
describe.each(DATABASES)('a customer signs out on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  const signOut = (cookie?: string) =>
    fetch(server.url(`${API}/customer/sign-out`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: '{}',
    });

  test('the applicant session ends on the server: the same cookie, kept, opens nothing after', async () => {
    const { reference, cookie } = await createApplication(server);
    expect((await readJson(await getApplication(server, reference, cookie))).application).toBeDefined();

    const response = await signOut(cookie);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true });
    // The browser is told to forget every customer cookie.
    const cleared = response.headers.getSetCookie();
    for (const name of ['pm_applicant', 'pm_termination', 'pm_application_draft']) {
      expect(cleared.find((c) => c.startsWith(`${name}=`))).toMatch(/Expires=Thu, 01 Jan 1970/);
    }
    // A copy of the cookie kept elsewhere (a shared phone's other tab) no longer reads or changes the application.
    expect((await readJson(await getApplication(server, reference, cookie))).application).toBeUndefined();
    const update = await sendJson(
      server,
      'PUT',
      `/residential-applications/${reference}`,
      { firstName: 'Mallory' },
      cookie,
    );
    expect([401, 403, 404]).toContain(update.status);
  });

  test('what was typed before the application existed is forgotten too', async () => {
    const typed = {
      kind: 'residential',
      step: 'client_details',
      client: { firstName: 'Thandi', idNumber: '8001015009087' },
    };
    const saved = await sendJson(server, 'PUT', '/applications/draft', typed);
    const draftCookie = saved.headers
      .getSetCookie()
      .find((c) => c.startsWith('pm_application_draft='))!
      .split(';')[0]!;
    const read = async () =>
      readJson(
        await fetch(server.url(`${API}/applications/draft?kind=residential`), { headers: { cookie: draftCookie } }),
      );
    expect((await read()).draft).not.toBeNull();
    expect((await signOut(draftCookie)).status).toBe(200);
    expect((await read()).draft).toBeNull();
  });

  test('signing out without a session, or with made-up cookies, changes nothing and answers alike', async () => {
    expect((await signOut()).status).toBe(200);
    expect((await signOut('pm_applicant=forged; pm_termination=%00; pm_application_draft=x')).status).toBe(200);
  });
});
