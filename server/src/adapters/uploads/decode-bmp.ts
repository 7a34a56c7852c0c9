/**
 * A BMP's pixels as RGBA, read from the header's rows only: what follows them (or hides between the headers) is not
 * carried over. sharp (libvips) cannot read BMP, so this reads the kinds Windows and browsers write: 1, 4 and 8 bits
 * with a palette (plain or RLE), 16, 24 and 32 bits (plain or with bit masks). Anything else throws.
 */
export interface DecodedBmp {
  width: number;
  height: number;
  /** width * height * 4 bytes, top row first. */
  rgba: Uint8Array;
  /** Whether any pixel is less than opaque (an alpha mask, or pixels an RLE image skips). */
  hasAlpha: boolean;
}

const BI_RGB = 0;
const BI_RLE8 = 1;
const BI_RLE4 = 2;
const BI_BITFIELDS = 3;
const BI_ALPHABITFIELDS = 6;

export function bmpSize(content: Uint8Array): { width: number; height: number } {
  const view = viewOf(content);
  if (content.byteLength < 26 || view.getUint16(0) !== 0x424d) throw new Error('not a BMP');
  const headerSize = view.getUint32(14, true);
  if (headerSize === 12) return { width: view.getUint16(18, true), height: view.getUint16(20, true) };
  if (headerSize < 40 || content.byteLength < 54) throw new Error('unknown BMP header');
  return { width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)) };
}

export function decodeBmp(content: Uint8Array): DecodedBmp {
  const view = viewOf(content);
  const { width, height } = bmpSize(content);
  if (width === 0 || height === 0) throw new Error('empty BMP');
  const headerSize = view.getUint32(14, true);
  const isCore = headerSize === 12;
  const bits = view.getUint16(isCore ? 24 : 28, true);
  const compression = isCore ? BI_RGB : view.getUint32(30, true);
  const topDown = !isCore && view.getInt32(22, true) < 0;
  const dataStart = view.getUint32(10, true);
  const rgba = new Uint8Array(width * height * 4);
  const at = (x: number, row: number) => ((topDown ? row : height - 1 - row) * width + x) * 4;

  if (bits <= 8) {
    const palette = readPalette(view, headerSize, bits, isCore);
    const put = (x: number, row: number, index: number) => {
      const colour = palette[index];
      if (colour === undefined) throw new Error('BMP colour outside its palette');
      rgba.set(colour, at(x, row));
    };
    if (compression === BI_RLE8 || compression === BI_RLE4) {
      if (topDown) throw new Error('RLE BMP cannot be top-down');
      decodeRle(view, dataStart, compression === BI_RLE4, width, height, put);
      return { width, height, rgba, hasAlpha: hasTransparency(rgba) };
    }
    if (compression !== BI_RGB) throw new Error('unsupported BMP compression');
    const stride = Math.ceil((width * bits) / 32) * 4;
    for (let row = 0; row < height; row++) {
      const start = dataStart + row * stride;
      for (let x = 0; x < width; x++) {
        const bit = x * bits;
        const byte = view.getUint8(start + (bit >> 3));
        put(x, row, (byte >> (8 - bits - (bit & 7))) & ((1 << bits) - 1));
      }
    }
    return { width, height, rgba, hasAlpha: false };
  }

  if (bits !== 16 && bits !== 24 && bits !== 32) throw new Error('unsupported BMP depth');
  if (compression !== BI_RGB && compression !== BI_BITFIELDS && compression !== BI_ALPHABITFIELDS) {
    throw new Error('unsupported BMP compression');
  }
  const masks = maskFields(view, headerSize, bits, compression);
  const stride = Math.ceil((width * bits) / 32) * 4;
  let anyAlpha = false;
  for (let row = 0; row < height; row++) {
    const start = dataStart + row * stride;
    for (let x = 0; x < width; x++) {
      const offset = at(x, row);
      if (bits === 24) {
        const p = start + x * 3;
        rgba[offset] = view.getUint8(p + 2);
        rgba[offset + 1] = view.getUint8(p + 1);
        rgba[offset + 2] = view.getUint8(p);
        rgba[offset + 3] = 255;
        continue;
      }
      const pixel = bits === 16 ? view.getUint16(start + x * 2, true) : view.getUint32(start + x * 4, true);
      rgba[offset] = masks.red(pixel);
      rgba[offset + 1] = masks.green(pixel);
      rgba[offset + 2] = masks.blue(pixel);
      const alpha = masks.alpha ? masks.alpha(pixel) : 255;
      rgba[offset + 3] = alpha;
      if (alpha !== 0) anyAlpha = true;
    }
  }
  // Many writers leave the alpha bytes at 0 under an alpha mask; browsers show such an image opaque, and so do we.
  if (masks.alpha && !anyAlpha) for (let i = 3; i < rgba.length; i += 4) rgba[i] = 255;
  return { width, height, rgba, hasAlpha: masks.alpha !== undefined && anyAlpha && hasTransparency(rgba) };
}

const viewOf = (content: Uint8Array) => new DataView(content.buffer, content.byteOffset, content.byteLength);

function readPalette(view: DataView, headerSize: number, bits: number, isCore: boolean): Uint8Array[] {
  const entrySize = isCore ? 3 : 4;
  const used = isCore ? 0 : view.getUint32(46, true);
  const count = used === 0 || used > 1 << bits ? 1 << bits : used;
  const start = 14 + headerSize;
  return Array.from({ length: count }, (_, i) => {
    const p = start + i * entrySize;
    return Uint8Array.of(view.getUint8(p + 2), view.getUint8(p + 1), view.getUint8(p), 255);
  });
}

type Channel = (pixel: number) => number;

/** Reads each channel through its mask, scaled to 0-255: the masks of the header, or the defaults of BI_RGB. */
function maskFields(view: DataView, headerSize: number, bits: number, compression: number) {
  let masks: number[];
  if (compression === BI_RGB) {
    masks = bits === 16 ? [0x7c00, 0x03e0, 0x001f] : [0xff0000, 0xff00, 0xff];
  } else {
    // Inside a V2+ header, or right after a 40-byte one: red, green, blue and, when there is room, alpha.
    const withAlpha = compression === BI_ALPHABITFIELDS || headerSize >= 56;
    masks = [54, 58, 62, ...(withAlpha ? [66] : [])].map((offset) => view.getUint32(offset, true));
  }
  const channel = (mask: number): Channel | undefined => {
    if (mask === 0) return undefined;
    const shift = Math.clz32(0) - Math.clz32(mask & -mask) - 1;
    const max = mask >>> shift;
    if ((max & (max + 1)) !== 0) throw new Error('BMP mask is not contiguous');
    return (pixel) => Math.round((((pixel & mask) >>> shift) * 255) / max);
  };
  const none: Channel = () => 0;
  return {
    red: channel(masks[0]!) ?? none,
    green: channel(masks[1]!) ?? none,
    blue: channel(masks[2]!) ?? none,
    alpha: masks[3] === undefined ? undefined : channel(masks[3]),
  };
}

/** Run-length rows, bottom-up; pixels a delta or an early end skips stay transparent, as browsers show them. */
function decodeRle(
  view: DataView,
  start: number,
  isFourBit: boolean,
  width: number,
  height: number,
  put: (x: number, row: number, index: number) => void,
) {
  let p = start;
  let x = 0;
  let row = 0;
  const next = () => view.getUint8(p++);
  const draw = (index: number) => {
    if (x < width && row < height) put(x, row, index);
    x++;
  };
  while (row < height) {
    const count = next();
    const value = next();
    if (count > 0) {
      // Only the part inside the row is drawn: runs past its end would cost time (a few MB of them, billions of
      // pixels) and show nothing.
      const inside = Math.max(0, Math.min(count, width - x));
      for (let i = 0; i < inside; i++) draw(isFourBit ? (i % 2 === 0 ? value >> 4 : value & 15) : value);
      x += count - inside;
    } else if (value === 0) {
      x = 0;
      row++;
    } else if (value === 1) {
      return;
    } else if (value === 2) {
      x += next();
      row += next();
    } else {
      const bytes = isFourBit ? Math.ceil(value / 2) : value;
      for (let i = 0; i < value; i++) {
        const byte = view.getUint8(p + (isFourBit ? i >> 1 : i));
        draw(isFourBit ? (i % 2 === 0 ? byte >> 4 : byte & 15) : byte);
      }
      p += bytes + (bytes % 2);
    }
  }
}

function hasTransparency(rgba: Uint8Array): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return true;
  return false;
}
