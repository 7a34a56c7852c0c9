import QRCode from 'qrcode';
import type { Rect } from './pdf-canvas.js';

/**
 * The dark modules of a QR code of `data` (error correction M) as rectangles in a square of `side` points with its
 * top left corner at (x, y): one rectangle per run of dark modules in a row, so a code is a few hundred, not a thousand.
 */
export function qrSquares(data: string, x: number, y: number, side: number): Rect[] {
  const { modules } = QRCode.create(data, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  const module = side / size;
  const rects: Rect[] = [];
  for (let row = 0; row < size; row++) {
    let runStart = -1;
    for (let col = 0; col <= size; col++) {
      const isDark = col < size && Boolean(modules.get(row, col));
      if (isDark && runStart < 0) runStart = col;
      if (!isDark && runStart >= 0) {
        rects.push({ x: x + runStart * module, y: y + row * module, width: (col - runStart) * module, height: module });
        runStart = -1;
      }
    }
  }
  return rects;
}
