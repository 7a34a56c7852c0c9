import { PDFParse } from 'pdf-parse';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { sampleTenantApplication } from '../../../test/support/sample-application-summary.js';
import { buildApplicationSummaryPdf } from './application-summary.js';
import { PAGE, QR } from './pdf-layout.js';
import { qrSquares } from './qr-squares.js';

const sut = qrSquares;
const URL = 'https://portal.proteamanagement.co.za/ClientApps/verify/K7QM-2XPA-9HWD';

/** The QR matrix of the text, dark modules true. */
function matrixOf(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, col) => Boolean(modules.get(row, col))),
  );
}

describe('QR squares', () => {
  test('Runs of dark modules, row by row, cover exactly the dark modules of the code, inside its square', () => {
    const matrix = matrixOf(URL);
    const size = matrix.length;
    const module = 74 / size;
    const drawn = matrix.map((row) => row.map(() => false));
    for (const rect of sut(URL, 100, 200, 74)) {
      expect(rect.height).toBeCloseTo(module);
      const row = Math.round((rect.y - 200) / module);
      const first = Math.round((rect.x - 100) / module);
      for (let col = first; col < first + Math.round(rect.width / module); col++) drawn[row]![col] = true;
    }
    expect(drawn).toEqual(matrix);
  });

  test("The application summary's first page shows the QR code of its verification address at the top right", async () => {
    const scale = 4;
    const parser = new PDFParse({ data: new Uint8Array(await buildApplicationSummaryPdf(sampleTenantApplication())) });
    const shot = await parser.getScreenshot({ partial: [1], scale, imageBuffer: true, imageDataUrl: false });
    await parser.destroy();
    const { data, info } = await sharp(Buffer.from(shot.pages[0]!.data))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const isDarkAt = (x: number, y: number) => data[Math.round(y * scale) * info.width + Math.round(x * scale)]! < 128;

    const matrix = matrixOf(URL);
    const module = QR.side / matrix.length;
    const [left, top] = [PAGE.right - QR.side, PAGE.top];
    const seen = matrix.map((row, r) =>
      row.map((_, c) => isDarkAt(left + (c + 0.5) * module, top + (r + 0.5) * module)),
    );
    expect(seen).toEqual(matrix);
    // The quiet zone around it is white: nothing printed against the code.
    for (let step = 0; step <= matrix.length; step++) {
      const along = left + step * module;
      expect(isDarkAt(along, top + QR.side + QR.quietZone / 2)).toBe(false);
      expect(isDarkAt(left - QR.quietZone / 2, top + step * module)).toBe(false);
    }
  });
});
