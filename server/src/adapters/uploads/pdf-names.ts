import { constants, inflateRawSync, inflateSync } from 'node:zlib';

/**
 * Every name (`/JavaScript`) a PDF's objects use, `#xx` escapes decoded (`/Java#53cript` is `/JavaScript` to a
 * reader), read as a PDF reader tokenizes: strings and comments are skipped, and so are stream bodies (images and
 * fonts are binary, where three bytes may spell anything), except those of object streams, where PDF 1.5 and later
 * keep most dictionaries compressed. Those are decoded and read the same way.
 */
export function pdfNames(content: Uint8Array): Set<string> {
  const names = new Set<string>();
  scan(content, names, true);
  return names;
}

/** Past this, an object stream is left to the structural check (a few MB decoding to gigabytes is a bomb). */
const MAX_DECODED_BYTES = 32 * 1024 * 1024;

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const isRegular = (c: number) => !WHITESPACE.has(c) && !DELIMITERS.has(c);
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

function scan(bytes: Uint8Array, names: Set<string>, withStreams: boolean) {
  // Where the last dictionary at depth 0 began and ended: the one a `stream` keyword belongs to.
  let depth = 0;
  let dictionaryStart = -1;
  let dictionaryEnd = -1;
  let i = 0;
  while (i < bytes.length) {
    const c = bytes[i]!;
    if (c === 0x25) {
      while (i < bytes.length && bytes[i] !== 0x0a && bytes[i] !== 0x0d) i++;
    } else if (c === 0x28) {
      i = skipLiteralString(bytes, i);
    } else if (c === 0x3c && bytes[i + 1] === 0x3c) {
      if (depth++ === 0) dictionaryStart = i;
      i += 2;
    } else if (c === 0x3e && bytes[i + 1] === 0x3e) {
      if (depth > 0 && --depth === 0) dictionaryEnd = i + 2;
      i += 2;
    } else if (c === 0x3c) {
      while (i < bytes.length && bytes[i] !== 0x3e) i++;
      i++;
    } else if (c === 0x2f) {
      let end = i + 1;
      while (end < bytes.length && isRegular(bytes[end]!)) end++;
      names.add(decodeName(latin1(bytes.subarray(i + 1, end))));
      i = end;
    } else if (isRegular(c)) {
      let end = i;
      while (end < bytes.length && isRegular(bytes[end]!)) end++;
      const word = latin1(bytes.subarray(i, end));
      i = end;
      if (word === 'stream' && withStreams) {
        const bodyStart =
          bytes[i] === 0x0d && bytes[i + 1] === 0x0a ? i + 2 : bytes[i] === 0x0a || bytes[i] === 0x0d ? i + 1 : i;
        const found = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(
          'endstream',
          bodyStart,
          'latin1',
        );
        const bodyEnd = found === -1 ? bytes.length : found;
        if (dictionaryStart >= 0 && dictionaryEnd > dictionaryStart) {
          const dictionary = bytes.subarray(dictionaryStart, dictionaryEnd);
          const decoded = decodeObjectStream(dictionary, bytes.subarray(bodyStart, bodyEnd));
          if (decoded) scan(decoded, names, false);
        }
        i = found === -1 ? bytes.length : found + 'endstream'.length;
        depth = 0;
        dictionaryStart = dictionaryEnd = -1;
      } else if (word === 'obj' || word === 'endobj') {
        // A new object: whatever dictionary came before belongs to no stream of this one.
        depth = 0;
        dictionaryStart = dictionaryEnd = -1;
      }
    } else {
      i++;
    }
  }
}

function skipLiteralString(bytes: Uint8Array, start: number): number {
  let nesting = 0;
  for (let i = start; i < bytes.length; i++) {
    const c = bytes[i];
    if (c === 0x5c) i++;
    else if (c === 0x28) nesting++;
    else if (c === 0x29 && --nesting === 0) return i + 1;
  }
  return bytes.length;
}

const decodeName = (raw: string) =>
  raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The body of an object stream (a dictionary with /First, which a reader needs to read one, whether or not it says
 * /Type /ObjStm) through its filters; null for any other stream, or one whose filters are not these.
 */
function decodeObjectStream(dictionary: Uint8Array, body: Uint8Array): Uint8Array | null {
  const entries = new Set<string>();
  scan(dictionary, entries, false);
  if (!entries.has('First')) return null;
  const text = latin1(dictionary).replace(/\/([^\s/<>[\]()]+)/g, (_, raw: string) => `/${decodeName(raw)}`);
  const filterMatch = /\/Filter\s*(\[[^\]]*\]|\/[^\s/<>[\]()]+)/.exec(text);
  const filters = filterMatch ? [...filterMatch[1]!.matchAll(/\/([^\s/<>[\]()]+)/g)].map((m) => m[1]!) : [];
  const predictor = Number(/\/Predictor\s+(\d+)/.exec(text)?.[1] ?? 1);
  const columns = Number(/\/Columns\s+(\d+)/.exec(text)?.[1] ?? 1);
  let data: Uint8Array = body;
  try {
    for (const filter of filters) {
      if (filter === 'FlateDecode' || filter === 'Fl') data = undoPredictor(inflate(data), predictor, columns);
      else if (filter === 'ASCIIHexDecode' || filter === 'AHx')
        data = Buffer.from(latin1(data).replace(/[^0-9A-Fa-f]/g, ''), 'hex');
      else if (filter === 'ASCII85Decode' || filter === 'A85') data = decodeAscii85(data);
      else return null;
    }
  } catch {
    return null;
  }
  return data;
}

function inflate(data: Uint8Array): Buffer {
  const options = { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: MAX_DECODED_BYTES };
  try {
    return inflateSync(data, options);
  } catch (error) {
    if (error instanceof RangeError) throw error;
    return inflateRawSync(data, options);
  }
}

/** PNG predictors (10-15), one filter byte a row: undone so that names are whole again. TIFF's (2) is left as it is. */
function undoPredictor(data: Uint8Array, predictor: number, columns: number): Uint8Array {
  if (predictor < 10) return data;
  const rows = Math.floor(data.length / (columns + 1));
  const out = new Uint8Array(rows * columns);
  for (let row = 0; row < rows; row++) {
    const type = data[row * (columns + 1)]!;
    for (let x = 0; x < columns; x++) {
      const raw = data[row * (columns + 1) + 1 + x]!;
      const left = x > 0 ? out[row * columns + x - 1]! : 0;
      const up = row > 0 ? out[(row - 1) * columns + x]! : 0;
      const upLeft = row > 0 && x > 0 ? out[(row - 1) * columns + x - 1]! : 0;
      const guess =
        type === 1 ? left : type === 2 ? up : type === 3 ? (left + up) >> 1 : type === 4 ? paeth(left, up, upLeft) : 0;
      out[row * columns + x] = (raw + guess) & 0xff;
    }
  }
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

function decodeAscii85(data: Uint8Array): Uint8Array {
  const text = latin1(data).replace(/\s/g, '').replace(/~>.*$/, '');
  const out: number[] = [];
  let group: number[] = [];
  const flush = (count: number) => {
    while (group.length < 5) group.push(84);
    const value = group.reduce((sum, digit) => sum * 85 + digit, 0);
    for (let k = 0; k < count; k++) out.push((value >>> (24 - 8 * k)) & 0xff);
    group = [];
  };
  for (const char of text) {
    if (char === 'z' && group.length === 0) out.push(0, 0, 0, 0);
    else {
      group.push(char.charCodeAt(0) - 33);
      if (group.length === 5) flush(4);
    }
  }
  if (group.length > 0) flush(group.length - 1);
  return Uint8Array.from(out);
}
