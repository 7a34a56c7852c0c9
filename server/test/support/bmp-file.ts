/** A BMP file put together byte by byte, as Windows and other writers lay it out. */
export interface BmpParts {
  width: number;
  height: number;
  bits: 1 | 4 | 8 | 16 | 24 | 32;
  /** 12 (OS/2 core), 40 (BITMAPINFOHEADER), 108 (V4) or 124 (V5). */
  headerSize?: 12 | 40 | 108 | 124;
  compression?: number;
  /** Red, green, blue and alpha masks: in a V4/V5 header, or after a 40-byte one for BI_BITFIELDS (3 or 4 of them). */
  masks?: number[];
  /** [r, g, b] entries for 1, 4 and 8 bits. */
  palette?: Array<[number, number, number]>;
  topDown?: boolean;
  /** The pixel data exactly as stored (rows padded to 4 bytes, bottom row first unless top-down). */
  data: Uint8Array;
}

export function bmpFile(parts: BmpParts): Buffer {
  const { width, height, bits, headerSize = 40, compression = 0, masks = [], palette = [], topDown = false } = parts;
  const header = Buffer.alloc(headerSize);
  header.writeUInt32LE(headerSize, 0);
  if (headerSize === 12) {
    header.writeUInt16LE(width, 4);
    header.writeUInt16LE(height, 6);
    header.writeUInt16LE(1, 8);
    header.writeUInt16LE(bits, 10);
  } else {
    header.writeInt32LE(width, 4);
    header.writeInt32LE(topDown ? -height : height, 8);
    header.writeUInt16LE(1, 12);
    header.writeUInt16LE(bits, 14);
    header.writeUInt32LE(compression, 16);
    header.writeUInt32LE(parts.data.byteLength, 20);
    header.writeUInt32LE(palette.length, 32);
    if (headerSize >= 108) for (const [i, mask] of masks.entries()) header.writeUInt32LE(mask >>> 0, 40 + i * 4);
  }
  const maskBytes = Buffer.alloc(headerSize === 40 ? masks.length * 4 : 0);
  if (headerSize === 40) for (const [i, mask] of masks.entries()) maskBytes.writeUInt32LE(mask >>> 0, i * 4);
  const entry = headerSize === 12 ? 3 : 4;
  const paletteBytes = Buffer.alloc(palette.length * entry);
  for (const [i, [r, g, b]] of palette.entries()) paletteBytes.set([b, g, r], i * entry);
  const offset = 14 + headerSize + maskBytes.length + paletteBytes.length;
  const fileHeader = Buffer.alloc(14);
  fileHeader.write('BM', 0, 'latin1');
  fileHeader.writeUInt32LE(offset + parts.data.byteLength, 2);
  fileHeader.writeUInt32LE(offset, 10);
  return Buffer.concat([fileHeader, header, maskBytes, paletteBytes, parts.data]);
}

/** A 24-bit BMP, bottom-up, whose pixel at (x, y) (y = 0 at the top) is `colour(x, y)`. */
export function bmp24(width: number, height: number, colour: (x: number, y: number) => [number, number, number]) {
  const stride = Math.ceil((width * 3) / 4) * 4;
  const data = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = colour(x, y);
      data.set([b, g, r], (height - 1 - y) * stride + x * 3);
    }
  }
  return bmpFile({ width, height, bits: 24, data });
}
