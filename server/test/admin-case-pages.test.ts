import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from './support/test-server.js';

/** A case's own page in the back office (issue 39): the back office's page, whose dialog opens the case. */
describe.each(DATABASES)('a case page on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  test("an application's and a termination's page answer 200 with the back office's page", async () => {
    for (const page of [
      '/ClientApps/admin/applications/PM-2026-12345',
      '/ClientApps/admin/terminations/TM-2026-00042',
      // A reference that does not exist is still the page: the dialog says so.
      '/ClientApps/admin/applications/PM-0000-00000',
    ]) {
      const response = await fetch(server.url(page));
      expect(response.status, page).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<base href="/ClientApps/">');
    }
  });

  test('a list without a reference, or a path below a case, is no page', async () => {
    for (const page of [
      '/ClientApps/admin/applications',
      '/ClientApps/admin/terminations/TM-2026-00042/documents',
      '/ClientApps/admin/deposits/PM-2026-12345',
    ]) {
      expect((await fetch(server.url(page))).status, page).toBe(404);
    }
  });
});
