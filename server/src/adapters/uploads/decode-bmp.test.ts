import { describe, expect, test } from 'vitest';
import { bmp24, bmpFile } from '../../../test/support/bmp-file.js';
import { type DecodedBmp, decodeBmp } from './decode-bmp.js';

const pixel = (sut: DecodedBmp, x: number, y: number) => [
  ...sut.rgba.subarray((y * sut.width + x) * 4, (y * sut.width + x + 1) * 4),
];
const RED = [255, 0, 0, 255];
const GREEN = [0, 255, 0, 255];
const BLUE = [0, 0, 255, 255];
const WHITE = [255, 255, 255, 255];

describe('reading a BMP', () => {
  test('24 bits, bottom-up, rows padded to four bytes', () => {
    const colours: Array<[number, number, number]> = [
      [255, 0, 0],
      [0, 255, 0],
      [0, 0, 255],
    ];
    const sut = decodeBmp(bmp24(3, 2, (x, y) => (y === 0 ? colours[x]! : [255, 255, 255])));
    expect(sut).toMatchObject({ width: 3, height: 2, hasAlpha: false });
    expect([0, 1, 2].map((x) => pixel(sut, x, 0))).toEqual([RED, GREEN, BLUE]);
    expect(pixel(sut, 2, 1)).toEqual(WHITE);
  });

  test('24 bits, top-down (negative height), and the OS/2 core header', () => {
    const topRowFirst = Uint8Array.of(0, 0, 255, 0, 255, 0, 0, 0, /* */ 255, 0, 0, 255, 255, 255, 0, 0);
    const topDown = decodeBmp(bmpFile({ width: 2, height: 2, bits: 24, topDown: true, data: topRowFirst }));
    expect([pixel(topDown, 0, 0), pixel(topDown, 1, 0), pixel(topDown, 0, 1), pixel(topDown, 1, 1)]).toEqual([
      RED,
      GREEN,
      BLUE,
      WHITE,
    ]);
    const core = decodeBmp(bmpFile({ width: 2, height: 2, bits: 24, headerSize: 12, data: topRowFirst }));
    expect([pixel(core, 0, 1), pixel(core, 1, 0)]).toEqual([RED, WHITE]);
  });

  test('1, 4 and 8 bits through the palette', () => {
    const palette: Array<[number, number, number]> = [
      [255, 0, 0],
      [0, 255, 0],
      [0, 0, 255],
    ];
    const eight = decodeBmp(bmpFile({ width: 3, height: 1, bits: 8, palette, data: Uint8Array.of(2, 1, 0, 0) }));
    expect([0, 1, 2].map((x) => pixel(eight, x, 0))).toEqual([BLUE, GREEN, RED]);
    const four = decodeBmp(bmpFile({ width: 3, height: 1, bits: 4, palette, data: Uint8Array.of(0x12, 0x00, 0, 0) }));
    expect([0, 1, 2].map((x) => pixel(four, x, 0))).toEqual([GREEN, BLUE, RED]);
    const one = decodeBmp(
      bmpFile({
        width: 10,
        height: 1,
        bits: 1,
        palette: palette.slice(0, 2),
        data: Uint8Array.of(0b10100000, 0b01000000, 0, 0),
      }),
    );
    expect([0, 1, 2, 9].map((x) => pixel(one, x, 0))).toEqual([GREEN, RED, GREEN, GREEN]);
  });

  test('16 bits as 5-5-5, and 32 bits through the masks of a V5 header, with its alpha', () => {
    const sixteen = decodeBmp(bmpFile({ width: 2, height: 1, bits: 16, data: Uint8Array.of(0x00, 0x7c, 0x1f, 0x00) }));
    expect([pixel(sixteen, 0, 0), pixel(sixteen, 1, 0)]).toEqual([RED, BLUE]);

    const masks = [0x00ff0000, 0x0000ff00, 0x000000ff, 0xff000000];
    // Blue half transparent, then opaque red.
    const data = Uint8Array.of(255, 0, 0, 128, 0, 0, 255, 255);
    const withAlpha = decodeBmp(
      bmpFile({ width: 2, height: 1, bits: 32, headerSize: 124, compression: 3, masks, data }),
    );
    expect(withAlpha.hasAlpha).toBe(true);
    expect([pixel(withAlpha, 0, 0), pixel(withAlpha, 1, 0)]).toEqual([[0, 0, 255, 128], RED]);

    // Alpha bytes all zero under an alpha mask: shown opaque, as browsers do.
    const zeroAlpha = Uint8Array.of(255, 0, 0, 0, 0, 0, 255, 0);
    const opaque = decodeBmp(
      bmpFile({ width: 2, height: 1, bits: 32, headerSize: 124, compression: 3, masks, data: zeroAlpha }),
    );
    expect(opaque.hasAlpha).toBe(false);
    expect(pixel(opaque, 0, 0)).toEqual(BLUE);

    const bitfields = decodeBmp(
      bmpFile({
        width: 1,
        height: 1,
        bits: 16,
        compression: 3,
        masks: [0xf800, 0x07e0, 0x001f],
        data: Uint8Array.of(0xe0, 0x07, 0, 0),
      }),
    );
    expect(pixel(bitfields, 0, 0)).toEqual(GREEN);
  });

  test('RLE8: runs, an absolute run and a skip; skipped pixels are transparent', () => {
    const palette: Array<[number, number, number]> = [
      [255, 0, 0],
      [0, 255, 0],
      [0, 0, 255],
    ];
    // Bottom row: two of colour 1, then colours 2, 0, 2 as an absolute run (padded), end of line.
    // Top row: skip one pixel (delta 1, 0), one of colour 2, end of bitmap.
    const data = Uint8Array.of(2, 1, 0, 3, 2, 0, 2, 0, 0, 0, /* */ 0, 2, 1, 0, 1, 2, 0, 1);
    const sut = decodeBmp(bmpFile({ width: 5, height: 2, bits: 8, compression: 1, palette, data }));
    expect([0, 1, 2, 3, 4].map((x) => pixel(sut, x, 1))).toEqual([GREEN, GREEN, BLUE, RED, BLUE]);
    expect(pixel(sut, 0, 0)[3]).toBe(0);
    expect(pixel(sut, 1, 0)).toEqual(BLUE);
    expect(sut.hasAlpha).toBe(true);
  });

  test('a cut-off file, an unknown compression or a palette index past the palette is refused', () => {
    const whole = bmp24(4, 4, () => [1, 2, 3]);
    expect(() => decodeBmp(whole.subarray(0, whole.byteLength - 10))).toThrow();
    expect(() =>
      decodeBmp(bmpFile({ width: 1, height: 1, bits: 24, compression: 4, data: new Uint8Array(4) })),
    ).toThrow();
    expect(() =>
      decodeBmp(bmpFile({ width: 1, height: 1, bits: 8, palette: [[0, 0, 0]], data: Uint8Array.of(5, 0, 0, 0) })),
    ).toThrow();
  });
});
