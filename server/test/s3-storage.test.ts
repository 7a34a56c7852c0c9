import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createS3Storage } from '../src/adapters/storage/s3-storage.js';
import { API, adminCookie, readyToSubmit, storedFiles } from './support/applicant.js';
import { startS3 } from './support/s3-server.js';
import { DATABASES, readJson, startTestServer, type TestServer } from './support/test-server.js';

describe('the S3 storage driver against a local S3-compatible server', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let storage: ReturnType<typeof createS3Storage>;
  beforeAll(async () => {
    s3 = await startS3();
    storage = createS3Storage({
      bucket: s3.settings.S3_BUCKET,
      prefix: 'uploads/',
      endpoint: s3.settings.S3_ENDPOINT,
      region: s3.settings.S3_REGION,
      accessKeyId: s3.settings.S3_ACCESS_KEY_ID,
      secretAccessKey: s3.settings.S3_SECRET_ACCESS_KEY,
    });
  });
  afterAll(async () => {
    await s3?.close();
  });

  test('stage, read, remove; a missing file reads as ENOENT; only names it made are accepted', async () => {
    const staged = await storage.stage(new TextEncoder().encode('%PDF-1.4 lease'), 'pdf');
    await staged.commit();
    expect(storage.isStoredName(staged.storedName)).toBe(true);
    expect((await storage.read(staged.storedName)).toString()).toBe('%PDF-1.4 lease');
    await storage.remove(staged.storedName);
    await expect(storage.read(staged.storedName)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(storage.read('../../etc/passwd')).rejects.toThrow('invalid stored file name');
    const discarded = await storage.stage(new Uint8Array([1, 2, 3]), 'png');
    await discarded.discard();
    await expect(storage.read(discarded.storedName)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  test('the sweep removes files no row names once old enough, and keeps the named and the young', async () => {
    const named = await storage.stage(new Uint8Array([1]), 'png');
    const orphan = await storage.stage(new Uint8Array([2]), 'png');
    const known = async (names: string[]) => new Set(names.filter((name) => name === named.storedName));
    expect((await storage.sweep(known, 60_000)).removed).toBe(0);
    const swept = await storage.sweep(known, -1);
    expect(swept.removed).toBeGreaterThanOrEqual(1);
    expect(swept.failed).toBe(0);
    expect((await storage.read(named.storedName)).length).toBe(1);
    await expect(storage.read(orphan.storedName)).rejects.toMatchObject({ code: 'ENOENT' });
    // Removing a key already gone (the retention job after the sweep) is no error.
    await storage.remove(orphan.storedName);
  });
});

describe.each(DATABASES)('uploads kept in S3 by the server on %s', (kind) => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let server: TestServer;
  beforeAll(async () => {
    s3 = await startS3();
    server = await startTestServer(kind, s3.settings);
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  test('a customer uploads, staff open the document: the bytes live in the bucket, none on the local disk', async () => {
    const { reference, cookie } = await readyToSubmit(server);
    expect(storedFiles(server)).toEqual([]);
    const record = (
      await readJson(await fetch(server.url(`${API}/residential-applications/${reference}`), { headers: { cookie } }))
    ).application;
    const names = record.documents.map((d: { fileName: string }) => d.fileName).sort();
    expect(names).toHaveLength(2);
    expect(s3.keys().sort()).toEqual(names);
    const staff = await adminCookie(server);
    const opened = await fetch(server.url(`${API}/documents/${names[0]}`), { headers: { cookie: staff } });
    expect(opened.status).toBe(200);
    expect((await opened.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });
});
