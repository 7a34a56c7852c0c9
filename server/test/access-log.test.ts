import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, documents } from '../src/db/schema.js';
import { adminApi, insertApplication, insertDocument, loginAdmin } from './support/admin.js';
import { API, applicationRow, readyToSubmit } from './support/applicant.js';
import { insertTermination } from './support/terminating-customer.js';
import { DATABASES, startTestServer, type TestServer } from './support/test-server.js';

describe.each(DATABASES)('the access log on %s', (kind) => {
  let server: TestServer;
  let cookie: string;
  let admin: ReturnType<typeof adminApi>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    cookie = await loginAdmin(server);
    admin = adminApi(server, cookie);
  });
  afterAll(async () => {
    await server?.close();
  });

  const accessLog = async (path: string) => (await admin.json(`${path}/access-log`)).entries as AccessRow[];
  interface AccessRow {
    what: string;
    by: { displayName: string; username: string } | null;
    ip: string | null;
    at: string;
    document: { type: string; name: string } | null;
  }

  test('each kind of staff read of an application leaves one record, newest first, with who and from where', async () => {
    const application = await insertApplication(server);
    const id = await insertDocument(server, application.id, 'id');
    const signature = await insertDocument(server, application.id, 'signature');

    expect((await admin.get(`/admin/applications/${application.id}`)).status).toBe(200);
    expect((await admin.get(`/documents/${id.storedName}`)).status).toBe(200);
    expect((await admin.get(`/documents/${signature.storedName}`)).status).toBe(200);
    expect((await admin.get(`/generate-pdf/${application.reference}`)).status).toBe(200);

    const entries = await accessLog(`/admin/applications/${application.reference}`);
    expect(entries.map((entry) => entry.what)).toEqual(['pdf', 'signature', 'document', 'detail']);
    for (const entry of entries) {
      expect(entry.by).toEqual({ displayName: 'Admin', username: 'admin' });
      expect(entry.ip).toMatch(/127\.0\.0\.1|::1/);
      expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
    }
    expect(entries[2]!.document).toEqual({ type: 'id', name: id.originalName });
    expect(entries[1]!.document).toEqual({ type: 'signature', name: signature.originalName });
    expect(entries[0]!.document).toBeNull();
    // Reading the log is not itself a read of the application's personal data.
    expect(await accessLog(`/admin/applications/${application.id}`)).toHaveLength(4);
  });

  test("a termination's detail, documents and PDF read by staff are recorded alike", async () => {
    const termination = await insertTermination(server);
    const bank = await insertDocument(server, termination.id, 'bank', null);
    expect((await admin.get(`/admin/terminations/${termination.id}`)).status).toBe(200);
    expect((await admin.get(`/termination-documents/${bank.storedName}`)).status).toBe(200);
    expect((await admin.get(`/admin/terminations/${termination.id}/pdf`)).status).toBe(200);
    expect((await admin.get(`/terminations/${termination.reference}/pdf`)).status).toBe(200);

    const entries = await accessLog(`/admin/terminations/${termination.id}`);
    expect(entries.map((entry) => entry.what)).toEqual(['pdf', 'pdf', 'document', 'detail']);
    expect(entries[2]!.document).toEqual({ type: 'bank', name: bank.originalName });
  });

  test("the applicant's own reads are not staff reads: nothing is recorded", async () => {
    const { reference, cookie: applicant } = await readyToSubmit(server);
    const application = await applicationRow(server, reference);
    const [document] = await server.db.select().from(documents).where(eq(documents.caseId, application.id));
    const storedName = document!.storedName;
    for (const path of [`/documents/${storedName}`, `/generate-pdf/${reference}`]) {
      expect((await fetch(server.url(`${API}${path}`), { headers: { cookie: applicant } })).status, path).toBe(200);
    }
    expect(await accessLog(`/admin/applications/${reference}`)).toEqual([]);
  });

  test('reads at the same moment are each recorded', async () => {
    const application = await insertApplication(server);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => admin.get(`/admin/applications/${application.id}`)),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(await accessLog(`/admin/applications/${application.id}`)).toHaveLength(20);
  });

  test('a CSV export is recorded with its filter', async () => {
    const before = Date.now();
    const response = await admin.get('/admin/applications/export.csv?status=pending&search=Dlamini');
    expect(response.status).toBe(200);
    await response.text();
    const rows = await server.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'list'),
          eq(auditLog.entityId, 'applications'),
          like(auditLog.action, 'access.csv'),
        ),
      );
    const latest = rows.at(-1)!;
    expect(latest.actor).toBe('admin');
    expect(latest.at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(latest.details).toMatchObject({ filter: { status: 'pending', search: 'Dlamini' } });
  });

  test('the access log is for staff only, and an unknown request is a 404', async () => {
    const application = await insertApplication(server);
    const path = `/admin/applications/${application.id}/access-log`;
    expect((await fetch(server.url(`${API}${path}`))).status).toBe(401);
    const { cookie: applicant } = await readyToSubmit(server);
    expect((await fetch(server.url(`${API}${path}`), { headers: { cookie: applicant } })).status).toBe(403);
    expect((await admin.get('/admin/applications/PM-2026-000000/access-log')).status).toBe(404);
    expect((await admin.get('/admin/terminations/00000000-0000-0000-0000-000000000000/access-log')).status).toBe(404);
  });
});
