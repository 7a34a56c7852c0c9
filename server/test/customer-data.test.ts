import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { caseEvents, documents } from '../src/db/schema.js';
import { adminApi, loginAdmin } from './support/admin.js';
import { API, applicationRow, readyToSubmit, sendJson } from './support/applicant.js';
import { readyTermination } from './support/terminating-customer.js';
import { DATABASES, readJson, startTestServer, type TestServer } from './support/test-server.js';

describe.each(DATABASES)("the customer's own copy and correction requests on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  const download = (path: string, cookie?: string) =>
    fetch(server.url(`${API}${path}`), { headers: cookie ? { cookie } : {} });
  const unzip = async (response: Response) => unzipSync(new Uint8Array(await response.arrayBuffer()));
  const eventsOf = (caseId: string) =>
    server.db.select().from(caseEvents).where(eq(caseEvents.caseId, caseId)).orderBy(caseEvents.id);

  test('the applicant downloads everything held: the record, the PDF and every document as stored', async () => {
    const { reference, cookie } = await readyToSubmit(server);
    const application = await applicationRow(server, reference);
    const response = await download(`/residential-applications/${reference}/export`, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain(`Protea_${reference}_my-information.zip`);
    expect(response.headers.get('cache-control')).toContain('no-store');

    const files = await unzip(response);
    const record = JSON.parse(new TextDecoder().decode(files['request.json']));
    expect(record.request).toMatchObject({ reference, kind: 'residential_application', status: 'incomplete' });
    expect(record.details.applicationNumber).toBe(reference);
    expect(record.consents).toHaveLength(1);
    expect(Buffer.from(files[`${reference}.pdf`]!).subarray(0, 5).toString()).toBe('%PDF-');

    const stored = await server.db.select().from(documents).where(eq(documents.caseId, application.id));
    expect(record.documents).toHaveLength(stored.length);
    for (const listed of record.documents as Array<{ file: string; type: string; originalName: string }>) {
      const row = stored.find((document) => document.type === listed.type)!;
      expect(listed.originalName).toBe(row.originalName);
      // Names inside the archive are made by the server, never the customer's own file names.
      expect(listed.file).toMatch(/^documents\/\d+-[a-z-]+\.(pdf|jpg|png)$/);
      const bytes = files[listed.file]!;
      const onDisk = await fetch(server.url(`${API}/documents/${row.storedName}`), { headers: { cookie } });
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(
        createHash('sha256')
          .update(Buffer.from(await onDisk.arrayBuffer()))
          .digest('hex'),
      );
    }
    expect((await eventsOf(application.id)).map((event) => event.kind)).toContain('data_exported');
  });

  test('only the session that owns the request exports it: not a stranger, another applicant or staff', async () => {
    const { reference } = await readyToSubmit(server);
    const other = await readyToSubmit(server);
    const admin = await loginAdmin(server);
    const path = `/residential-applications/${reference}/export`;
    expect((await download(path)).status).toBe(401);
    expect((await download(path, other.cookie)).status).toBe(403);
    expect((await download(path, admin)).status).toBe(401);
    // A residential reference is not found under the business calls.
    const own = await readyToSubmit(server);
    expect((await download(`/business-applications/${own.reference}/export`, own.cookie)).status).toBe(404);
  });

  test('a terminating customer exports their termination, and asks for a correction that reaches the staff timeline', async () => {
    const draft = await readyTermination(server);
    const exported = await download('/terminations/TEMP/export', draft.cookie);
    expect(exported.status).toBe(200);
    const files = await unzip(exported);
    const record = JSON.parse(new TextDecoder().decode(files['request.json']));
    expect(record.request.kind).toBe('residential_termination');
    expect(record.documents.map((document: { type: string }) => document.type).sort()).toEqual(['bank', 'id']);

    const sent = await sendJson(
      server,
      'POST',
      '/terminations/TEMP/correction-request',
      { message: '  My surname is Mokoena-Dlamini, not Mokoena.  ' },
      draft.cookie,
    );
    expect(sent.status).toBe(200);
    expect(record.details.terminationId).toBe(record.request.reference);
    const admin = adminApi(server, await loginAdmin(server));
    const detail = await admin.json(`/admin/terminations/${record.request.reference}`);
    const timeline = detail.timeline as Array<{ kind: string; data: { text?: string }; actorType: string }>;
    const correction = timeline.find((entry) => entry.kind === 'correction_requested');
    expect(correction).toMatchObject({
      actorType: 'customer',
      data: { text: 'My surname is Mokoena-Dlamini, not Mokoena.' },
    });
  });

  test('a correction request needs words, refuses what cannot be stored, and changes nothing when refused', async () => {
    const { reference, cookie } = await readyToSubmit(server);
    const application = await applicationRow(server, reference);
    const path = `/residential-applications/${reference}/correction-request`;
    const before = (await eventsOf(application.id)).length;
    for (const body of [{}, { message: '   ' }, { message: 'x'.repeat(2001) }, { message: 'bad \u0000 text' }, []]) {
      const response = await sendJson(server, 'POST', path, body, cookie);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect((await readJson(response)).error.code).toBe('validation_failed');
    }
    expect(await eventsOf(application.id)).toHaveLength(before);
    expect((await sendJson(server, 'POST', path, { message: 'Please fix my email' })).status).toBe(401);
    expect(await eventsOf(application.id)).toHaveLength(before);
  });

  test('five correction requests a day per request, however many arrive at once', async () => {
    const { reference, cookie } = await readyToSubmit(server);
    const application = await applicationRow(server, reference);
    const path = `/residential-applications/${reference}/correction-request`;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => sendJson(server, 'POST', path, { message: `Correction ${i}` }, cookie)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    const corrections = (await eventsOf(application.id)).filter((event) => event.kind === 'correction_requested');
    expect(corrections).toHaveLength(5);
  });
});
