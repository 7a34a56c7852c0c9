import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { stopOcr } from '../src/adapters/ocr/read-text.js';
import { insertApplication, insertDocument, loginAdmin } from './support/admin.js';
import { DATABASES, readJson, startTestServer, type TestServer } from './support/test-server.js';

const PAD = { width: 600, height: 200 };

/** What the signature pad sends: a thin dark stroke on the pad, white or (as a PNG may be) transparent. */
const drawn = (path: string, background: 'white' | 'none', format: 'png' | 'jpeg') => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PAD.width}" height="${PAD.height}"><rect width="100%" height="100%" fill="${background}"/>${path}</svg>`;
  const image = sharp(Buffer.from(svg));
  return format === 'png' ? image.png().toBuffer() : image.flatten({ background: '#fff' }).jpeg().toBuffer();
};
const SCRIBBLE =
  '<path d="M40 140 C 90 20, 130 180, 180 90 S 260 30, 300 120 S 420 170, 460 60 L 540 110" stroke="black" stroke-width="2" fill="none"/>';
const DOT = '<circle cx="300" cy="100" r="3" fill="black"/>';

describe.each(DATABASES)('a drawn signature in the analysis assistant on %s', (kind) => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    cookie = await loginAdmin(server);
  });
  afterAll(async () => {
    await server?.close();
    await stopOcr();
  });

  /** A request signed with `bytes` (one signature a request), judged by staff. */
  const judge = async (bytes: Buffer, contentType: 'image/png' | 'image/jpeg') => {
    const application = await insertApplication(server);
    const document = await insertDocument(server, application.id, 'signature', { bytes, contentType });
    const response = await fetch(server.url(`/api/ai/document-quality/${document.storedName}`), {
      method: 'POST',
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    return (await readJson(response)).analysis;
  };

  test('Staff see a drawn signature judged as a signature, not as a dark or blurred photo', async () => {
    for (const [background, format] of [
      ['white', 'png'],
      ['none', 'png'],
      ['white', 'jpeg'],
    ] as const) {
      const analysis = await judge(
        await drawn(SCRIBBLE, background, format),
        format === 'png' ? 'image/png' : 'image/jpeg',
      );
      const label = `${format} on ${background}`;
      expect(analysis.level, label).toBe('good');
      expect(analysis.issues, label).toEqual([]);
      // No photo measure is taken or spoken of: brightness, blur, size, text.
      expect(analysis.metrics, label).not.toHaveProperty('brightness');
      expect(analysis.metrics, label).not.toHaveProperty('sharpness');
      expect(analysis.metrics, label).not.toHaveProperty('readableWords');
      expect(analysis.metrics.strokeSpan, label).toBeGreaterThan(0.8);
      expect(analysis.notChecked, label).toEqual([expect.stringContaining('not judged as a photo')]);
    }
  }, 60_000);

  test('A blank signature is Poor and a dot is Fair, each with its reason', async () => {
    const blank = await judge(await drawn('', 'none', 'png'), 'image/png');
    expect(blank).toMatchObject({ level: 'poor', issues: ['No strokes were found: the signature is blank.'] });
    const dot = await judge(await drawn(DOT, 'white', 'png'), 'image/png');
    expect(dot.level).toBe('fair');
    expect(dot.issues.join(' ')).toContain('only a dot or a short mark');
  });
});
