import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, caseEvents, documents } from '../src/db/schema.js';
import {
  type ApplicationRow,
  insertApplication,
  insertDocument,
  loginAdmin,
  outbox,
  pdfBytes,
  rowOf,
  uploadPath,
} from './support/admin.js';
import { createApplication } from './support/applicant.js';
import { startDraft } from './support/terminating-customer.js';
import { DATABASES, readJson, startTestServer, type TestServer } from './support/test-server.js';

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  multipart?: boolean;
}

describe.each(DATABASES)('every admin route needs the admin session on %s', (kind) => {
  let server: TestServer;
  let application: ApplicationRow;
  let storedName: string;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { seedDemo: true });
    application = await insertApplication(server, { status: 'pending' });
    storedName = (await insertDocument(server, application.id, 'id')).storedName;
  });
  afterAll(async () => {
    await server?.close();
  });

  const calls = (): Call[] => {
    const ref = application.reference;
    const app = `/admin/applications/${ref}`;
    return [
      { method: 'GET', path: '/admin/stats' },
      { method: 'GET', path: '/admin/termination-stats' },
      { method: 'GET', path: '/admin/applications' },
      { method: 'GET', path: '/admin/applications?status=pending&search=Dlamini' },
      { method: 'GET', path: '/admin/applications/export.csv' },
      { method: 'GET', path: app },
      { method: 'GET', path: `/admin/applications/${application.id}` },
      { method: 'GET', path: `${app}/calculate-deposit` },
      { method: 'POST', path: `${app}/deposit`, body: { amount: 2000 } },
      { method: 'POST', path: `${app}/approve`, body: { depositAmount: 2000, depositNeeded: true } },
      { method: 'POST', path: `${app}/reject`, body: { reason: 'duplicate' } },
      { method: 'POST', path: `${app}/request-info`, body: { message: 'unclear-id-copy' } },
      { method: 'POST', path: `${app}/complete` },
      { method: 'POST', path: `${app}/archive` },
      { method: 'POST', path: `${app}/notes`, body: { note: 'A note' } },
      { method: 'POST', path: `${app}/message`, body: { channel: 'sms', message: 'Hello' } },
      { method: 'POST', path: `${app}/documents/id/approve` },
      { method: 'POST', path: `${app}/documents/id/reject` },
      { method: 'PUT', path: `${app}/complex`, body: { complexId: 1, complexName: 'Any' } },
      { method: 'PUT', path: `${app}/unit`, body: { premise: 'CX001-001', address: 'Unit 1' } },
      { method: 'POST', path: '/upload-document', multipart: true },
      { method: 'DELETE', path: `/delete-document/${storedName}?appReference=${ref}&docType=id` },
      { method: 'GET', path: '/database/complexes' },
      { method: 'GET', path: '/database/premises/1' },
      { method: 'GET', path: `/documents/${storedName}` },
      { method: 'GET', path: `/generate-pdf/${ref}` },
    ];
  };

  async function call(prefix: string, c: Call, cookie?: string) {
    const headers: Record<string, string> = cookie ? { cookie } : {};
    let body: FormData | string | undefined;
    if (c.multipart) {
      const form = new FormData();
      form.append('applicationId', application.reference);
      form.append('documentType', 'manual');
      form.append('file', new Blob([new Uint8Array(await pdfBytes())], { type: 'application/pdf' }), 'manual.pdf');
      body = form;
    } else if (c.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(c.body);
    }
    return fetch(server.url(`${prefix}${c.path}`), { method: c.method, headers, body });
  }

  const snapshot = async () => ({
    row: await rowOf(server, application.id),
    documents: (await server.db.select().from(documents)).map((d) => [d.type, d.storedName, d.isApproved]),
    audit: await server.db.$count(auditLog),
    events: await server.db.$count(caseEvents),
    sms: (await outbox(server, 'sms')).length,
    email: (await outbox(server, 'email')).length,
  });

  for (const prefix of ['/ClientApps/api', '/api']) {
    test(`without a session every route under ${prefix} answers 401 and changes nothing`, async () => {
      const before = await snapshot();
      const failures: string[] = [];
      for (const c of calls()) {
        const response = await call(prefix, c);
        if (response.status !== 401) {
          failures.push(`${c.method} ${c.path}: ${response.status}`);
          continue;
        }
        const body = await readJson(response);
        if (body.error?.code !== 'unauthorized') failures.push(`${c.method} ${c.path}: ${JSON.stringify(body)}`);
        if (JSON.stringify(body).includes(application.surname!)) failures.push(`${c.method} ${c.path} leaks data`);
      }
      expect(failures).toEqual([]);
      expect(await snapshot()).toEqual(before);
      expect(existsSync(uploadPath(server, storedName))).toBe(true);
    });

    test(`a forged or signed-out admin cookie under ${prefix} is no session either`, async () => {
      const before = await snapshot();
      const failures: string[] = [];
      for (const cookie of ['pm_admin=forged', 'pm_admin=']) {
        for (const c of calls()) {
          const status = (await call(prefix, c, cookie)).status;
          if (status !== 401) failures.push(`${cookie} ${c.method} ${c.path}: ${status}`);
        }
      }
      expect(failures).toEqual([]);
      expect(await snapshot()).toEqual(before);
    });
  }

  test("with only a customer's session (another application's, or a termination's) every route answers 403 and changes nothing", async () => {
    const other = await createApplication(server);
    const terminating = await startDraft(server);
    const before = await snapshot();
    const failures: string[] = [];
    // The applicant's own document and PDF routes read the applicant session only; a termination's cookie is none there (401).
    const applicantRoutes = (c: Call) => c.path.startsWith('/documents/') || c.path.startsWith('/generate-pdf/');
    for (const [cookie, applies] of [
      [other.cookie, () => true],
      [terminating.cookie, (c: Call) => !applicantRoutes(c)],
    ] as const) {
      for (const c of calls().filter(applies)) {
        const response = await call('/api', c, cookie);
        if (response.status !== 403) failures.push(`${c.method} ${c.path}: ${response.status}`);
        else if (JSON.stringify(await readJson(response)).includes(application.surname!))
          failures.push(`${c.path} leaks data`);
      }
    }
    expect(failures).toEqual([]);
    const after = await snapshot();
    // The two customers' own requests were created above; nothing else changed.
    expect({ ...after, audit: before.audit, events: before.events }).toEqual(before);
  });

  test('with a real session the same reads answer 200, so the 401s above are about the session', async () => {
    const cookie = await loginAdmin(server);
    const statuses = [];
    for (const c of calls().filter((c) => c.method === 'GET')) {
      statuses.push(`${c.path}: ${(await call('/api', c, cookie)).status}`);
    }
    expect(statuses).toEqual(
      calls()
        .filter((c) => c.method === 'GET')
        .map((c) => `${c.path}: 200`),
    );
  });
});
