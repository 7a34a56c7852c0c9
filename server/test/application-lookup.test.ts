import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertApplication } from './support/admin.js';
import { DATABASES, readJson, startTestServer, type TestServer } from './support/test-server.js';

describe.each(DATABASES)('landing lookup on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await insertApplication(server, { reference: 'PM-2026-48213', status: 'incomplete', firstName: 'Thandi' });
    await insertApplication(server, {
      reference: 'PM-2026-51720',
      status: 'incomplete',
      isBusiness: true,
      firstName: 'Pieter',
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  test('an unknown reference is a 404 for both kinds', async () => {
    for (const kind of ['residential', 'business']) {
      const response = await fetch(server.url(`/ClientApps/api/${kind}-applications/PM-2026-99999`));
      expect(response.status).toBe(404);
      expect((await readJson(response)).error.code).toBe('application_not_found');
    }
  });

  test('a malformed reference is a 404, never a 500', async () => {
    for (const reference of ['x', '%27%3B%20drop%20table', 'PM-2026-48213-extra', '..%2F..%2Fetc']) {
      const response = await fetch(server.url(`/ClientApps/api/residential-applications/${reference}`));
      expect(response.status, reference).toBe(404);
    }
  });

  test('a known reference only tells that it exists, under its own kind', async () => {
    const residential = await fetch(server.url('/ClientApps/api/residential-applications/pm-2026-48213'));
    expect(residential.status).toBe(200);
    const body = await readJson(residential);
    expect(body).toEqual({ success: true, exists: true, applicationNumber: 'PM-2026-48213' });
    expect(JSON.stringify(body)).not.toContain('Thandi');
    expect((await fetch(server.url('/ClientApps/api/business-applications/PM-2026-48213'))).status).toBe(404);
    expect((await fetch(server.url('/api/business-applications/PM-2026-51720'))).status).toBe(200);
    expect((await fetch(server.url('/api/residential-applications/PM-2026-51720'))).status).toBe(404);
  });
});
