import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { documents } from '../src/db/schema.js';
import {
  API,
  adminCookie,
  afrikaansMessage,
  createApplication,
  englishMessage,
  jpegWithExif,
  sendJson,
  storedFiles,
  storedRecord,
  tinyPdf,
  tinyPng,
  upload,
  uploadsDir,
} from './support/applicant.js';
import { bmp24 } from './support/bmp-file.js';
import { onePage, pdfFile } from './support/pdf-file.js';
import { DATABASES, readJson, startTestServer, type TestServer } from './support/test-server.js';

const STORED_NAME = /^[a-f0-9]{32}\.[a-z]{3,4}$/;

describe.each(DATABASES)('residential application: documents on %s', (kind) => {
  let server: TestServer;
  let mine: { reference: string; cookie: string };
  let other: { reference: string; cookie: string };
  beforeAll(async () => {
    server = await startTestServer(kind);
    mine = await createApplication(server);
    other = await createApplication(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  const documentCount = () => server.db.$count(documents);
  const getDocument = (fileName: string, cookie?: string) =>
    fetch(server.url(`${API}/documents/${fileName}`), { headers: cookie ? { cookie } : {} });
  const deleteDocument = (fileName: string, query: string, cookie?: string) =>
    fetch(server.url(`${API}/documents/${fileName}?${query}`), { method: 'DELETE', headers: cookie ? { cookie } : {} });

  /** Uploads a file that must be refused, and checks that nothing was stored. */
  async function refused(status: number, code: string, ...args: Parameters<typeof upload>) {
    const [files, rows] = [storedFiles(server), await documentCount()];
    const response = await upload(...args);
    expect(response.status).toBe(status);
    expect((await readJson(response)).error.code).toBe(code);
    expect(storedFiles(server)).toEqual(files);
    expect(await documentCount()).toBe(rows);
  }

  test('Applicants can upload a copy of their ID, stored under a random name', async () => {
    const png = await tinyPng();
    const response = await upload(server, mine.cookie, mine.reference, 'id', 'Thandi Mokoena ID.png', png, 'image/png');
    expect(response.status).toBe(201);
    const body = await readJson(response);
    expect(body).toMatchObject({ success: true, originalName: 'Thandi Mokoena ID.png' });
    expect(body.fileName).toMatch(STORED_NAME);
    expect(body.fileName).not.toMatch(/thandi|mokoena/i);
    expect(body.path).toBe(body.fileName);
    expect(body.size).toBeGreaterThan(0);
    expect(storedFiles(server)).toContain(body.fileName);
    const record = await storedRecord(server, mine.reference, mine.cookie);
    expect(record).toMatchObject({ IDDocUploaded: true, IDDocName: body.fileName });
    expect(record.documents).toEqual([
      expect.objectContaining({ type: 'id', fileName: body.fileName, originalName: 'Thandi Mokoena ID.png' }),
    ]);
  });

  test('Applicants can upload a file of up to 5 MB, but not more', async () => {
    const pdf = await tinyPdf(4.5 * 1024 * 1024);
    const fine = await upload(server, other.cookie, other.reference, 'deedlease', 'lease.pdf', pdf, 'application/pdf');
    expect(fine.status).toBe(201);
    const big = Buffer.concat([await tinyPng(), Buffer.alloc(5 * 1024 * 1024 + 1)]);
    await refused(413, 'file_too_large', server, mine.cookie, mine.reference, 'deedlease', 'big.png', big, 'image/png');
  });

  test('Applicants cannot upload a file whose content is not what its name says, or of another type', async () => {
    const text = Buffer.from('just some text, not an image at all');
    await refused(415, 'file_content_mismatch', server, mine.cookie, mine.reference, 'id', 'id.png', text, 'image/png');
    const pdf = await tinyPdf();
    await refused(415, 'file_content_mismatch', server, mine.cookie, mine.reference, 'id', 'id.jpg', pdf, 'image/jpeg');
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
    const args = [server, mine.cookie, mine.reference, 'id', 'setup.exe', exe, 'application/octet-stream'] as const;
    await refused(415, 'file_type_not_allowed', ...args);
    const response = await upload(...args);
    expect((await readJson(response)).error.message).toBe(englishMessage('errors.fileTypeNotAllowed'));
  });

  test("Applicants' file names lose the characters that turn text around, so a name cannot disguise its type", async () => {
    const png = await tinyPng('#321');
    const name = '\u2067lease\u202egnp.exe\u202c\u2069 (Zoë 🙂 عبدالله).png';
    const response = await upload(server, mine.cookie, mine.reference, 'id', name, png, 'image/png');
    expect(response.status).toBe(201);
    const body = await readJson(response);
    expect(body.originalName).toBe('leasegnp.exe (Zoë 🙂 عبدالله).png');
    const record = await storedRecord(server, mine.reference, mine.cookie);
    expect(record.documents).toEqual([expect.objectContaining({ originalName: 'leasegnp.exe (Zoë 🙂 عبدالله).png' })]);
  });

  test('Applicants cannot place a file outside the uploads folder with a crafted name', async () => {
    const png = await tinyPng('#123');
    const response = await upload(server, mine.cookie, mine.reference, 'id', '../../etc/passwd.png', png, 'image/png');
    expect(response.status).toBe(201);
    const body = await readJson(response);
    expect(body.fileName).toMatch(STORED_NAME);
    expect(body.originalName).toBe('passwd.png');
    for (const name of storedFiles(server)) expect(name).toMatch(STORED_NAME);
    const dataDir = server.config.dataDir;
    expect(readdirSync(dataDir).sort()).not.toContain('etc');
    expect(existsSync(path.join(dataDir, '..', 'etc', 'passwd.png'))).toBe(false);
    expect(existsSync(path.join(uploadsDir(server), '..', '..', 'etc', 'passwd.png'))).toBe(false);
  });

  test('Applicants upload photos that lose their EXIF and GPS data', async () => {
    const jpeg = await jpegWithExif();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const response = await upload(server, other.cookie, other.reference, 'id', 'photo.jpg', jpeg, 'image/jpeg');
    expect(response.status).toBe(201);
    const { fileName } = await readJson(response);
    const download = await getDocument(fileName, other.cookie);
    expect(download.status).toBe(200);
    const stored = Buffer.from(await download.arrayBuffer());
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(stored.toString('latin1')).not.toContain('Thandi Mokoena');
  });

  test('Applicants upload BMP images that are redrawn as PNG: bytes hidden after the image are not kept', async () => {
    const bmp = bmp24(5, 3, (x, y) => [x * 50, y * 100, 200]);
    const hidden = Buffer.from('<script>hidden after the pixels</script>');
    const response = await upload(
      server,
      other.cookie,
      other.reference,
      'id',
      'scan.bmp',
      Buffer.concat([bmp, hidden]),
      'image/bmp',
    );
    expect(response.status).toBe(201);
    const body = await readJson(response);
    expect(body).toMatchObject({ originalName: 'scan.bmp' });
    expect(body.fileName).toMatch(/\.png$/);
    const download = await getDocument(body.fileName, other.cookie);
    expect(download.headers.get('content-type')).toBe('image/png');
    const stored = Buffer.from(await download.arrayBuffer());
    expect(stored.includes(hidden)).toBe(false);
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ format: 'raw', width: 5, height: 3, channels: 3 });
    expect([...data.subarray((2 * 5 + 4) * 3, (2 * 5 + 5) * 3)]).toEqual([200, 200, 200]);
  });

  test('Applicants cannot upload a PDF that runs a script, launches a program or carries files: 422 in their language', async () => {
    const scripted = pdfFile(
      onePage('Lease', { catalog: '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>' }),
      [1],
    );
    const launching = pdfFile(
      [
        ...onePage('Lease', { page: '/Annots [6 0 R]' }),
        '<< /Subtype /Link /Rect [0 0 9 9] /A << /S /Launch /F (cmd.exe) >> >>',
      ],
      [3, 6],
    );
    for (const pdf of [scripted, launching]) {
      await refused(
        422,
        'document_active_content',
        server,
        mine.cookie,
        mine.reference,
        'deedlease',
        'lease.pdf',
        pdf,
        'application/pdf',
      );
    }
    const form = new FormData();
    form.append('applicationId', mine.reference);
    form.append('documentType', 'deedlease');
    form.append('document', new Blob([new Uint8Array(scripted)], { type: 'application/pdf' }), 'lease.pdf');
    const response = await fetch(server.url(`${API}/upload`), {
      method: 'POST',
      headers: { cookie: mine.cookie, 'x-language': 'af' },
      body: form,
    });
    expect(response.status).toBe(422);
    expect((await readJson(response)).error.message).toBe(afrikaansMessage('errors.documentActiveContent'));
    // The same document without its script is accepted.
    const plain = pdfFile(onePage('Lease'), [1]);
    const accepted = await upload(
      server,
      mine.cookie,
      mine.reference,
      'deedlease',
      'lease.pdf',
      plain,
      'application/pdf',
    );
    expect(accepted.status).toBe(201);
  });

  test('Applicants who upload a document again replace the earlier one, leaving no orphan file', async () => {
    const first = await readJson(
      await upload(
        server,
        mine.cookie,
        mine.reference,
        'deedlease',
        'lease-v1.png',
        await tinyPng('#a00'),
        'image/png',
      ),
    );
    expect(storedFiles(server)).toContain(first.fileName);
    const second = await upload(
      server,
      mine.cookie,
      mine.reference,
      'deedlease',
      'lease-v2.pdf',
      await tinyPdf(),
      'application/pdf',
    );
    expect(second.status).toBe(201);
    const { fileName } = await readJson(second);
    expect(storedFiles(server)).toContain(fileName);
    expect(storedFiles(server)).not.toContain(first.fileName);
    const record = await storedRecord(server, mine.reference, mine.cookie);
    expect(record.DeedLeaseDocName).toBe(fileName);
    expect(record.documents.filter((d: { type: string }) => d.type === 'deedlease')).toHaveLength(1);
    expect((await getDocument(first.fileName, mine.cookie)).status).toBe(404);
  });

  test('Applicants cannot upload to an application that is not theirs, or without a session', async () => {
    const png = await tinyPng();
    await refused(403, 'forbidden', server, other.cookie, mine.reference, 'id', 'id.png', png, 'image/png');
    await refused(401, 'unauthorized', server, undefined, mine.reference, 'id', 'id.png', png, 'image/png');
    await refused(
      400,
      'document_type_invalid',
      server,
      mine.cookie,
      mine.reference,
      'selfie',
      'id.png',
      png,
      'image/png',
    );
  });

  test('Applicants can delete their own document, and nobody else can', async () => {
    const own = await createApplication(server);
    const { fileName } = await readJson(
      await upload(server, own.cookie, own.reference, 'deedlease', 'lease.png', await tinyPng(), 'image/png'),
    );
    const theirs: string = (
      await readJson(
        await upload(server, other.cookie, other.reference, 'id', 'theirs.png', await tinyPng('#00f'), 'image/png'),
      )
    ).fileName;
    const query = `appReference=${own.reference}&docType=deedLease`;

    expect((await deleteDocument(fileName, query)).status).toBe(401);
    const foreign = await deleteDocument(theirs, `appReference=${own.reference}&docType=id`, own.cookie);
    expect(foreign.status).toBe(404);
    expect(storedFiles(server)).toContain(theirs);
    const traversal = await deleteDocument('..%2F..%2Fsession-secret', query, own.cookie);
    expect(traversal.status).toBe(404);
    expect(existsSync(path.join(server.config.dataDir, 'session-secret'))).toBe(true);

    const response = await deleteDocument(fileName, query, own.cookie);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true });
    expect(storedFiles(server)).not.toContain(fileName);
    expect((await storedRecord(server, own.reference, own.cookie)).DeedLeaseDocUploaded).toBe(false);
    expect((await deleteDocument(fileName, query, own.cookie)).status).toBe(404);
  });

  test('Applicants can view their own document; other applicants cannot, an admin can', async () => {
    const png = await tinyPng('#0f0');
    const uploaded = await readJson(
      await upload(server, mine.cookie, mine.reference, 'id', 'My ID (front).png', png, 'image/png'),
    );
    const response = await getDocument(uploaded.fileName, mine.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toContain('My ID (front).png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.byteLength).toBe(uploaded.size);
    expect((await sharp(bytes).metadata()).format).toBe('png');

    const foreign = await getDocument(uploaded.fileName, other.cookie);
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('content-type')).toContain('application/json');
    expect((await getDocument(uploaded.fileName)).status).toBe(401);
    const admin = await getDocument(uploaded.fileName, await adminCookie(server));
    expect(admin.status).toBe(200);
    expect(Buffer.from(await admin.arrayBuffer()).equals(bytes)).toBe(true);
  });

  test('Applicants must upload both documents before giving the postal address', async () => {
    const { reference, cookie } = await createApplication(server);
    const complete = (body: unknown, withCookie = cookie) =>
      sendJson(server, 'POST', `/residential-applications/${reference}/complete-documents`, body, withCookie);
    const postal = { postalAddress: 'PO Box 1234, Hatfield', postalCode: '0028' };
    await upload(server, cookie, reference, 'id', 'id.png', await tinyPng(), 'image/png');

    const missing = await complete(postal);
    expect(missing.status).toBe(409);
    const { error } = await readJson(missing);
    expect(error.code).toBe('missing_documents');
    expect(error.missing).toEqual(['deedlease']);
    expect(error.message).toContain('Lease agreement or deed of sale');
    expect(error.message).not.toContain('Copy of ID');

    await upload(server, cookie, reference, 'deedlease', 'lease.pdf', await tinyPdf(), 'application/pdf');
    const badCode = await complete({ ...postal, postalCode: '28' });
    expect(badCode.status).toBe(400);
    expect((await readJson(badCode)).error.fields).toEqual({ postalCode: ['Postal code must be 4 digits'] });
    expect((await complete(postal, other.cookie)).status).toBe(403);

    const response = await complete(postal);
    expect(response.status).toBe(200);
    expect(await storedRecord(server, reference, cookie)).toMatchObject({
      Postal1: 'PO Box 1234, Hatfield',
      Postal4: '0028',
      IDDocUploaded: true,
      DeedLeaseDocUploaded: true,
    });
  });
});
