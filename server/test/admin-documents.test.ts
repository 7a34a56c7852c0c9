import { existsSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { documents } from '../src/db/schema.js';
import {
  ADMIN_DISPLAY_NAME,
  type ApplicationRow,
  adminApi,
  auditOf,
  insertApplication,
  insertDocument,
  loginAdmin,
  pdfBytes,
  tinyPngBytes,
  uploadPath,
} from './support/admin.js';
import { DATABASES, readJson, startTestServer, type TestServer } from './support/test-server.js';

const FIVE_MB = 5 * 1024 * 1024;

describe.each(DATABASES)('admin documents: upload, read, delete, PDF on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof adminApi>;
  let app: ApplicationRow;
  let other: ApplicationRow;
  let adminId: string;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { seedDemo: true });
    api = adminApi(server, await loginAdmin(server));
    adminId = (await api.json('/admin/me')).admin.id;
    app = await insertApplication(server, { status: 'pending' });
    other = await insertApplication(server, { status: 'pending' });
  });
  afterAll(async () => {
    await server?.close();
  });

  const documentsOf = (application: ApplicationRow) =>
    server.db.select().from(documents).where(eq(documents.caseId, application.id));
  /** Who and what (hard); the status before and after that the contract asks of every change (soft). */
  async function expectAudited(application: ApplicationRow, action: string) {
    const rows = (await auditOf(server, application.reference)).filter((row) => row.action === action);
    expect(rows).toContainEqual(expect.objectContaining({ adminId, actor: 'admin' }));
    expect.soft(rows.map((row) => [row.statusBefore, row.statusAfter])).toContainEqual(['pending', 'pending']);
  }
  const pdf = async (padTo = 0) => ({ name: 'manual.pdf', bytes: await pdfBytes(padTo), type: 'application/pdf' });

  test('a manual application PDF uploads with 201, is stored and shows on the detail', async () => {
    const bytes = await pdfBytes();
    const response = await api.upload(
      { applicationId: app.reference, documentType: 'manual' },
      { name: 'Signed form.pdf', bytes, type: 'application/pdf' },
    );
    expect(response.status).toBe(201);
    const body = await readJson(response);
    expect(body).toMatchObject({ success: true, originalName: 'Signed form.pdf', size: bytes.byteLength });
    expect(body.fileName).toMatch(/^[a-f0-9]{32}\.pdf$/);
    expect(readFileSync(uploadPath(server, body.fileName))).toEqual(bytes);
    const detail = await api.json(`/admin/applications/${app.reference}`);
    expect(detail.documents).toContainEqual(
      expect.objectContaining({ type: 'manual', fileName: body.fileName, contentType: 'application/pdf' }),
    );
    expect(detail.timeline).toContainEqual(
      expect.objectContaining({ adminName: ADMIN_DISPLAY_NAME, kind: 'document_uploaded', data: { type: 'manual' } }),
    );
    await expectAudited(app, 'document.uploaded');
  });

  test('a manual document must be a PDF; unknown types, oversized and missing files are refused', async () => {
    const before = await documentsOf(app);
    const png = await api.upload(
      { applicationId: app.reference, documentType: 'manual' },
      { name: 'manual.png', bytes: await tinyPngBytes(), type: 'image/png' },
    );
    expect(png.status).toBe(415);
    expect((await readJson(png)).error.message).toBe('Only PDF files are allowed for manual documents.');

    const disguised = await api.upload(
      { applicationId: app.reference, documentType: 'manual' },
      { name: 'manual.pdf', bytes: await tinyPngBytes(), type: 'application/pdf' },
    );
    expect(disguised.status).toBe(415);

    const unknown = await api.upload({ applicationId: app.reference, documentType: 'passport' }, await pdf());
    expect(unknown.status).toBe(400);
    expect((await readJson(unknown)).error.fields.documentType).toBeDefined();

    const big = await api.upload({ applicationId: app.reference, documentType: 'manual' }, await pdf(FIVE_MB + 1024));
    expect(big.status).toBe(413);
    expect((await readJson(big)).error.message).toBe('The file is too large. The maximum size is 5MB.');

    expect((await api.upload({ applicationId: app.reference, documentType: 'manual' })).status).toBe(400);
    const nowhere = await api.upload({ applicationId: 'PM-2026-999999', documentType: 'manual' }, await pdf());
    expect(nowhere.status).toBe(404);
    expect(await documentsOf(app)).toEqual(before);
  });

  test('an admin may upload a business document and replace one, leaving no orphan file', async () => {
    const first = await readJson(
      await api.upload(
        { applicationId: other.reference, documentType: 'cipc' },
        { name: 'cipc.png', bytes: await tinyPngBytes(), type: 'image/png' },
      ),
    );
    const second = await api.upload({ applicationId: other.reference, documentType: 'cipc' }, await pdf());
    expect(second.status).toBe(201);
    const { fileName } = await readJson(second);
    expect(existsSync(uploadPath(server, first.fileName))).toBe(false);
    expect(existsSync(uploadPath(server, fileName))).toBe(true);
    expect((await documentsOf(other)).map((d) => d.storedName)).toEqual([fileName]);
  });

  test('an admin reads any application document with its content type', async () => {
    const stored = await insertDocument(server, other.id, 'id');
    const response = await api.get(`/documents/${stored.storedName}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(readFileSync(uploadPath(server, stored.storedName)));
    expect((await api.get(`/documents/${'0'.repeat(32)}.png`)).status).toBe(404);
  });

  test('delete-document needs the owning reference; then the row and the file are gone', async () => {
    const stored = await insertDocument(server, app.id, 'deedlease');
    const file = uploadPath(server, stored.storedName);
    const remove = (query: string) => api.send('DELETE', `/delete-document/${stored.storedName}?${query}`);

    for (const query of [
      `appReference=${other.reference}&docType=deedlease`,
      'appReference=PM-2026-999999&docType=deedlease',
      `appReference=${app.reference}&docType=vat`,
    ]) {
      expect((await remove(query)).status, query).toBe(404);
      expect(existsSync(file), query).toBe(true);
      expect(
        (await documentsOf(app)).some((d) => d.storedName === stored.storedName),
        query,
      ).toBe(true);
    }
    expect((await remove('')).status).toBe(400);

    const deleted = await remove(`appReference=${app.reference}&docType=deedlease`);
    expect(deleted.status).toBe(200);
    expect(await readJson(deleted)).toEqual({ success: true });
    expect(existsSync(file)).toBe(false);
    expect((await documentsOf(app)).some((d) => d.storedName === stored.storedName)).toBe(false);
    await expectAudited(app, 'document.deleted');
    expect((await api.get(`/documents/${stored.storedName}`)).status).toBe(404);
    expect((await remove(`appReference=${app.reference}`)).status).toBe(404);
  });

  test('an admin downloads the application summary PDF', async () => {
    const response = await api.get(`/generate-pdf/${app.reference}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`Application_${app.reference}.pdf`);
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await api.get('/generate-pdf/PM-2026-999999')).status).toBe(404);
  });
});
