import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { stopOcr } from '../src/adapters/ocr/read-text.js';
import { loginAdmin } from './support/admin.js';
import { createApplication, storedFiles, tinyPdf, upload } from './support/applicant.js';
import { goodPage } from './support/sample-documents.js';
import { startDraft, uploadTerminationFile } from './support/terminating-customer.js';
import { DATABASES, readJson, startTestServer, type TestServer } from './support/test-server.js';

/** ID photos as a phone takes them: a readable one, one in a dark room, one out of focus, one both. */
async function photos() {
  const good = await sharp(await goodPage())
    .jpeg()
    .toBuffer();
  return {
    good,
    dark: await sharp(good).linear(0.2, 0).jpeg().toBuffer(),
    blurry: await sharp(good).blur(5).jpeg().toBuffer(),
    darkAndBlurry: await sharp(good).blur(5).linear(0.25, 0).jpeg().toBuffer(),
  };
}

describe.each(DATABASES)('the quality of an uploaded photo on %s', (kind) => {
  let server: TestServer;
  let images: Awaited<ReturnType<typeof photos>>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    images = await photos();
  });
  afterAll(async () => {
    await server?.close();
    await stopOcr();
  });

  test('Applicants are told when their ID photo looks too dark or blurry, and the photo is kept', async () => {
    const mine = await createApplication(server);
    const send = async (bytes: Uint8Array, fileName = 'id.jpg', mime = 'image/jpeg') => {
      const response = await upload(server, mine.cookie, mine.reference, 'id', fileName, bytes, mime);
      expect(response.status).toBe(201);
      return readJson(response);
    };
    expect((await send(images.good)).photoProblems).toEqual([]);
    const dark = await send(images.dark);
    expect(dark.photoProblems).toEqual(['dark']);
    expect(storedFiles(server)).toContain(dark.fileName);
    expect((await send(images.blurry)).photoProblems).toEqual(['blurry']);
    // Dark enough that focus cannot be judged, so it is named dark only: the warning never guesses.
    expect((await send(images.darkAndBlurry)).photoProblems).toContain('dark');
    expect((await send(await tinyPdf(), 'id.pdf', 'application/pdf')).photoProblems).toEqual([]);
  });

  test('Customers terminating are told the same of a dark ID photo, by the same check', async () => {
    const { cookie } = await startDraft(server);
    const response = await uploadTerminationFile(server, cookie, 'id', 'id.jpg', images.dark, 'image/jpeg');
    expect(response.status).toBe(201);
    const body = await readJson(response);
    expect(body).toMatchObject({ success: true, type: 'id', photoProblems: ['dark'] });
    expect(storedFiles(server)).toContain(body.fileName);
    const blurry = await uploadTerminationFile(server, cookie, 'id', 'id.jpg', images.blurry, 'image/jpeg');
    expect((await readJson(blurry)).photoProblems).toEqual(['blurry']);
  });

  test('The upload and the analysis assistant judge a photo alike', async () => {
    const mine = await createApplication(server);
    const cookie = await loginAdmin(server);
    for (const [name, bytes] of Object.entries(images)) {
      const uploaded = await readJson(
        await upload(server, mine.cookie, mine.reference, 'id', 'id.jpg', bytes, 'image/jpeg'),
      );
      const judged = await fetch(server.url(`/api/ai/document-quality/${uploaded.fileName}`), {
        method: 'POST',
        headers: { cookie },
      });
      const { analysis } = await readJson(judged);
      const issues = analysis.issues.join(' ');
      expect(/dark|almost black/.test(issues), name).toBe(uploaded.photoProblems.includes('dark'));
      expect(/blurred/.test(issues), name).toBe(uploaded.photoProblems.includes('blurry'));
    }
  }, 60_000);
});
