import { deflateSync } from 'node:zlib';

/** Small but real files for upload journeys: the server checks the content (magic bytes), not only the name. */
export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 16x16 RGB PNG in one light grey (a dark one is a photo the upload's quality check calls too dark). */
export function tinyPng(name = 'id-copy.png'): TestFile {
  const size = 16;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0xc8)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/** A valid one-page PDF (correct cross-reference table) saying `text`. */
export function tinyPdf(name = 'lease-agreement.pdf', text = 'Lease agreement'): TestFile {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(pdf, 'latin1') };
}

/** A small JPEG photo whose EXIF says when it was taken (`YYYY:MM:DD HH:MM:SS`, camera time), as a phone writes it. */
export async function photoTakenAt(name: string, takenAt: string): Promise<TestFile> {
  const { default: sharp } = await import('sharp');
  const buffer = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#888' } })
    .jpeg()
    .withExif({ IFD2: { DateTimeOriginal: takenAt } })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** An ID photo taken in the dark: a card with printed lines, nearly black (mean brightness about 25 of 255). */
export async function darkIdPhoto(name = 'id-photo.jpg'): Promise<TestFile> {
  const { default: sharp } = await import('sharp');
  const lines = Array.from(
    { length: 14 },
    (_, i) => `<text x="70" y="${110 + i * 50}" font-size="30" fill="#222">REPUBLIC OF SOUTH AFRICA ${i}</text>`,
  ).join('');
  const card = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="850"><rect width="100%" height="100%" fill="#eee"/>${lines}</svg>`;
  const buffer = await sharp(Buffer.from(card)).linear(0.11, 0).jpeg().toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}
