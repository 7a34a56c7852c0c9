import { existsSync, mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createFileStorage } from '../src/adapters/storage/file-storage.js';
import { knownStoredNames } from '../src/db/repositories/document-repository.js';
import { auditLog } from '../src/db/schema.js';
import {
  adminApi,
  auditOf,
  eventsOf,
  insertApplication,
  insertDocument,
  loginAdmin,
  messagesTo,
  rowOf,
} from './support/admin.js';
import {
  API,
  createApplication,
  englishMessage,
  readyToSubmit,
  sendCode,
  storedFiles,
  tinyPdf,
  upload,
} from './support/applicant.js';
import { DATABASES, postJson, readJson, startTestServer, type TestServer } from './support/test-server.js';

/** A real PNG header claiming 16000 x 16000 pixels, a few bytes long: what an image bomb looks like. */
function pngBomb(width = 16_000, height = 16_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart body written by hand, so it can be cut off or broken. */
function multipart(boundary: string, parts: Array<{ name: string; value: string; file?: string }>) {
  return parts
    .map(
      (part) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.file ? `; filename="${part.file}"` : ''}\r\n` +
        `${part.file ? 'Content-Type: application/pdf\r\n' : ''}\r\n${part.value}\r\n`,
    )
    .join('')
    .concat(`--${boundary}--\r\n`);
}

describe.each(DATABASES)('bad input and odd requests on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof adminApi>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    api = adminApi(server, await loginAdmin(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  test('A reason with an unpaired surrogate is a 400 that changes nothing: no status, audit, timeline or SMS', async () => {
    const app = await insertApplication(server, { status: 'pending' });
    // JSON.stringify writes the lone surrogate as the escape \ud800, as an attacker's client would.
    const refused = await api.send('POST', `/admin/applications/${app.reference}/reject`, {
      reason: 'duplicate',
      message: 'Bad \ud800 text',
    });
    expect(refused.status).toBe(400);
    const { error } = await readJson(refused);
    expect(error.code).toBe('validation_failed');
    expect(error.fields.message).toEqual([englishMessage('validation.invalidCharacters')]);
    expect(await rowOf(server, app.id)).toEqual(app);
    expect(await auditOf(server, app.reference)).toEqual([]);
    expect(await eventsOf(server, app.id)).toEqual([]);
    expect(await messagesTo(server, 'sms', app.cellPhone)).toEqual([]);
  });

  test('A sign-in name with an unpaired surrogate or a NUL is a 400, not a 500', async () => {
    for (const raw of ['{"username":"adm\\ud800in","password":"x"}', '{"username":"adm\\u0000in","password":"x"}']) {
      const response = await fetch(server.url(`${API}/admin/login`), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: raw,
      });
      expect(response.status, raw).toBe(400);
      expect((await readJson(response)).error.fields.username).toEqual([
        englishMessage('validation.invalidCharacters'),
      ]);
    }
  });

  test('JSON nested thousands of levels deep is a 400', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const body of [deep, `{"note":${deep}}`]) {
      const response = await fetch(server.url(`${API}/admin/login`), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(response.status).toBe(400);
    }
  });

  test('A multipart body cut off, without a boundary, or with a NUL in a field is a 400 that stores nothing', async () => {
    const { reference, cookie } = await createApplication(server);
    const before = storedFiles(server);
    const boundary = 'x-boundary-123';
    const whole = multipart(boundary, [
      { name: 'applicationId', value: reference },
      { name: 'documentType', value: 'id' },
      { name: 'document', value: (await tinyPdf()).toString('latin1'), file: 'id.pdf' },
    ]);
    const send = (body: string, contentType: string) =>
      fetch(server.url(`${API}/upload`), { method: 'POST', headers: { cookie, 'content-type': contentType }, body });
    const cases: Array<[string, Response]> = [
      ['cut off', await send(whole.slice(0, whole.length - 200), `multipart/form-data; boundary=${boundary}`)],
      ['no boundary', await send(whole, 'multipart/form-data')],
      [
        'NUL in a field',
        await send(
          multipart(boundary, [
            { name: 'applicationId', value: reference },
            { name: 'documentType', value: 'i\u0000d' },
            { name: 'document', value: (await tinyPdf()).toString('latin1'), file: 'id.pdf' },
          ]),
          `multipart/form-data; boundary=${boundary}`,
        ),
      ],
    ];
    for (const [name, response] of cases) {
      expect(response.status, name).toBeGreaterThanOrEqual(400);
      expect(response.status, name).toBeLessThan(500);
      expect((await readJson(response)).error.code, name).toMatch(/^(bad_request|validation_failed|file_missing)$/);
    }
    expect(storedFiles(server)).toEqual(before);
  });

  test('An image of more than 40 megapixels is refused with a clear message, and not stored', async () => {
    const { reference, cookie } = await createApplication(server);
    const before = storedFiles(server);
    const response = await upload(server, cookie, reference, 'id', 'bomb.png', pngBomb(), 'image/png');
    expect(response.status).toBe(422);
    const { error } = await readJson(response);
    expect(error).toMatchObject({ code: 'image_too_large', message: englishMessage('errors.imageTooLarge') });
    expect(storedFiles(server)).toEqual(before);
  });

  test('A real PDF with a file name over 200 characters is accepted, its name shortened but still .pdf', async () => {
    const { reference, cookie } = await createApplication(server);
    const longName = `${'Lease agreement for unit 12 '.repeat(10)}.pdf`;
    const response = await upload(server, cookie, reference, 'deedlease', longName, await tinyPdf(), 'application/pdf');
    expect(response.status).toBe(201);
    const { originalName } = await readJson(response);
    expect([...originalName].length).toBeLessThanOrEqual(200);
    expect(originalName.endsWith('.pdf')).toBe(true);
  });

  test('Documents are served sandboxed: a PDF cannot run as a page of the portal', async () => {
    const { reference, cookie } = await readyToSubmit(server);
    const record = (
      await readJson(await fetch(server.url(`${API}/residential-applications/${reference}`), { headers: { cookie } }))
    ).application;
    const response = await fetch(server.url(`${API}/documents/${record.DeedLeaseDocName}`), { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-security-policy')).toMatch(/^sandbox\b/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('API answers that carry personal data are never cached; public configuration may be', async () => {
    const { reference, cookie } = await createApplication(server);
    for (const response of [
      await fetch(server.url(`${API}/residential-applications/${reference}`), { headers: { cookie } }),
      await api.get('/admin/applications'),
      await api.get('/admin/stats'),
      await fetch(server.url(`${API}/residential-applications/PM-2026-00001`)),
      await api.get(`/admin/applications/${reference}`),
    ]) {
      expect(response.headers.get('cache-control'), response.url).toContain('no-store');
    }
    expect((await fetch(server.url(`${API}/site-config`))).headers.get('cache-control')).toContain('max-age');
  });

  test('X-Forwarded-For is not believed without TRUST_PROXY: it cannot dodge the sign-in limit', async () => {
    for (let index = 0; index < 5; index++) {
      const response = await postJson(
        server.url(`${API}/admin/login`),
        { username: `nobody${index}`, password: 'wrong-password' },
        { 'x-forwarded-for': `10.9.0.${index}` },
      );
      expect(response.status).toBe(401);
    }
    const next = await postJson(
      server.url(`${API}/admin/login`),
      { username: 'nobody-else', password: 'wrong-password' },
      { 'x-forwarded-for': '10.9.0.200' },
    );
    expect(next.status).toBe(429);
    expect(next.headers.get('retry-after')).toMatch(/^\d+$/);
    const throttled = await server.db.select().from(auditLog);
    expect(throttled.filter((row) => row.action === 'admin.sign_in_throttled').at(-1)?.ip).toBe('127.0.0.1');
  });

  test('After a crash, staged files whose row committed are moved into place and everything else is removed', async () => {
    const app = await insertApplication(server, { status: 'pending' });
    const committed = await insertDocument(server, app.id, 'manual');
    const storage = createFileStorage(server.config.dataDir);
    const dataDir = server.config.dataDir;
    const staging = path.join(dataDir, 'uploads-staging');
    mkdirSync(staging, { recursive: true });
    // The row committed, the rename did not happen: the file is still staged.
    const stagedName = committed.storedName;
    writeFileSync(path.join(staging, stagedName), 'committed');
    const uploads = path.join(dataDir, 'uploads');
    const finalPath = path.join(uploads, stagedName);
    rmSync(finalPath, { force: true });
    const truncated = `${'c'.repeat(32)}.pdf`;
    const orphan = `${'d'.repeat(32)}.png`;
    const young = `${'e'.repeat(32)}.png`;
    writeFileSync(path.join(staging, truncated), '%PDF-1.7 trunc');
    writeFileSync(path.join(uploads, orphan), 'orphan');
    writeFileSync(path.join(staging, young), 'an upload in flight in another process');
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    for (const file of [path.join(staging, stagedName), path.join(staging, truncated), path.join(uploads, orphan)]) {
      utimesSync(file, hourAgo, hourAgo);
    }
    const result = await storage.sweep((names) => knownStoredNames(server.db, names), 10 * 60 * 1000);
    expect(result).toEqual({ completed: 1, removed: 2, failed: 0 });
    expect(readdirSync(staging).sort()).toEqual([young]);
    expect(existsSync(finalPath)).toBe(true);
    expect(existsSync(path.join(uploads, orphan))).toBe(false);
  });

  test('Asking for codes for many references from one address stops at its limit', async () => {
    const limited = await startTestServer(kind, { LOOKUP_LIMIT_PER_MINUTE: '30', CODE_REQUEST_LIMIT_PER_HOUR: '20' });
    try {
      const { reference } = await createApplication(limited);
      const codeStatuses = [];
      for (let index = 0; index < 21; index++)
        codeStatuses.push((await sendCode(limited, { appNumber: reference })).status);
      expect(codeStatuses.slice(0, 20).filter((status) => status === 429)).toHaveLength(19); // the 60 s cooldown
      const refused = await sendCode(limited, { appNumber: reference });
      expect(refused.status).toBe(429);
      const refusal = (await readJson(refused)).error;
      expect(refusal.code).toBe('too_many_requests');
      // The wait in the body too, for the page's Resend countdown: the same as Retry-After, under an hour.
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(refusal.retryAfterSeconds).toBe(Number(refused.headers.get('retry-after')));
      expect(refusal.retryAfterSeconds).toBeGreaterThan(0);
      expect(refusal.retryAfterSeconds).toBeLessThanOrEqual(3_600);

      const lookups = [];
      for (let index = 0; index < 31; index++) {
        lookups.push((await fetch(limited.url(`${API}/residential-applications/PM-2026-${10000 + index}`))).status);
      }
      expect(lookups.slice(0, 30).every((status) => status === 404)).toBe(true);
      expect(lookups[30]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
