import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { stopOcr } from '../src/adapters/ocr/read-text.js';
import { textOf } from '../src/domain/assistant/assistant-context.js';
import { fileFindings, notCheckedOf } from '../src/domain/assistant/file-findings.js';
import { adminApi, insertApplication, insertDocument, loginAdmin } from './support/admin.js';
import { sampleDocuments } from './support/sample-documents.js';
import { DATABASES, readJson, startTestServer, type TestServer } from './support/test-server.js';

describe.each(DATABASES)('document quality from the screen on %s', (kind) => {
  let server: TestServer;
  let admin: ReturnType<typeof adminApi>;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    cookie = await loginAdmin(server);
    admin = adminApi(server, cookie);
  });
  afterAll(async () => {
    await server?.close();
    await stopOcr();
  });

  const judge = async (storedName: string, language = 'en') => {
    const response = await fetch(server.url(`/api/ai/document-quality/${storedName}`), {
      method: 'POST',
      headers: { cookie, 'x-language': language },
    });
    expect(response.status).toBe(200);
    return (await readJson(response)).analysis;
  };

  test('Staff check a stored document by its file name, with no body: each sample gets its expected verdict', async () => {
    const application = await insertApplication(server);
    const samples = await sampleDocuments();
    const verdicts: Record<string, string> = {};
    for (const [index, sample] of samples.entries()) {
      const document = await insertDocument(server, application.id, `sample-${index}`, sample);
      const analysis = await judge(document.storedName);
      verdicts[sample.name] = analysis.level;
      // OCR runs offline here: it reads every picture the other measures do not already judge Poor.
      const isPoorPicture = sample.level === 'poor';
      expect(analysis.metrics.ocr).toBe(sample.name === 'text PDF' ? undefined : isPoorPicture ? 'notNeeded' : 'read');
      expect(analysis.notChecked).toEqual(
        isPoorPicture ? ['Text readability not checked: the picture is already too poor to read.'] : [],
      );
      if (sample.name === 'dark') {
        expect(analysis.score).toBeLessThan(50);
        expect(analysis.metrics.brightness).toBeLessThan(30);
        expect(analysis.issues.join(' ')).toContain('almost black');
      }
      if (sample.name === 'rotated') expect(Math.abs(analysis.metrics.skewDegrees)).toBeGreaterThanOrEqual(7);
      if (sample.name === 'blurred') expect(analysis.issues.join(' ')).toContain('too blurred');
      if (sample.name === 'washed out') expect(analysis.issues.join(' ')).toContain('washed out');
      if (sample.name === 'tiny') expect(analysis.issues.join(' ')).toContain('180 x 130');
      if (sample.name === 'good') expect(analysis.metrics.readableWords).toBeGreaterThanOrEqual(5);
      if (sample.name === 'text PDF') expect(analysis.metrics).toMatchObject({ pages: 1, pagesWithText: 1 });
      if (sample.name === 'scanned PDF of the dark photo') {
        expect(analysis.metrics).toMatchObject({ pages: 1, scannedPages: 1, measuredPage: 1 });
      }
    }
    expect(verdicts).toEqual(Object.fromEntries(samples.map((sample) => [sample.name, sample.level])));
  }, 180_000);

  test('The reasons are in the reader language; the read is in the access log; bad names are 404', async () => {
    const application = await insertApplication(server);
    const [, , dark] = await sampleDocuments();
    const document = await insertDocument(server, application.id, 'id', dark);
    const afrikaans = await judge(document.storedName, 'af');
    expect(afrikaans).toMatchObject({ level: 'poor', quality: 'Swak' });
    expect(afrikaans.issues.join(' ')).toContain('byna swart');
    const log = await admin.json(`/admin/applications/${application.id}/access-log`);
    expect(log.entries).toEqual([
      expect.objectContaining({ what: 'document', document: expect.objectContaining({ type: 'id' }) }),
    ]);

    for (const name of [
      '0123456789abcdef0123456789abcdef.png',
      'not-a-file',
      '..%2F..%2Fetc%2Fpasswd',
      'x'.repeat(90),
    ]) {
      const response = await admin.send('POST', `/ai/document-quality/${name}`);
      expect(response.status, name).toBe(404);
    }
    expect((await admin.send('POST', `/ai/document-quality/${'x'.repeat(300)}`)).status).toBeLessThan(500);
  });

  test('Without OCR the answer says plainly that text readability was not checked, and judges the rest', () => {
    const t = textOf({ language: 'en' });
    const metrics = {
      source: 'file' as const,
      width: 1400,
      height: 1000,
      sharpness: 900,
      brightness: 220,
      contrast: 50,
    };
    expect(fileFindings(metrics, t)).toEqual([]);
    expect(notCheckedOf({ ...metrics, ocr: 'unavailable' }, t)).toEqual([
      'Text readability not checked: no offline OCR.',
    ]);
    expect(notCheckedOf({ ...metrics, ocr: 'read', readableWords: 12 }, t)).toEqual([]);
  });
});
