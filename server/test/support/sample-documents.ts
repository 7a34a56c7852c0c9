import PDFDocument from 'pdfkit';
import sharp, { type Sharp } from 'sharp';

const PAPER = '#f2f1ec';

/** A lease page as a phone would photograph it flat: off-white paper, dark print in lines, margins all round. */
export async function goodPage(width = 1400, height = 1000): Promise<Buffer> {
  const words = 'LEASE AGREEMENT between the Landlord and the Tenant for unit 12 Protea Court, rent R 8 500';
  const lines = Array.from(
    { length: Math.floor((height - 160) / 44) },
    (_, i) =>
      `<text x="90" y="${110 + i * 44}" font-size="28" font-family="sans-serif" fill="#1b1b1b">${i + 1}. ${words.slice(0, 60 + (i % 4) * 8)}</text>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${PAPER}"/>${lines}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const pdfOf = (draw: (document: PDFKit.PDFDocument) => void) =>
  new Promise<Buffer>((resolve, reject) => {
    const document = new PDFDocument({ size: 'A4', margin: 56 });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    draw(document);
    document.end();
  });

/**
 * The sample set the quality check is tuned on, each with the verdict it must get (docs/api/assistant.md lists them).
 * The dark photo is the one of issue 32: a nearly black ID photo, mean brightness about 25 of 255.
 */
export async function sampleDocuments() {
  const good = await goodPage();
  const png = (image: Sharp) => image.png().toBuffer();
  const dark = await png(sharp(good).linear(0.1, 0));
  return [
    { name: 'good', level: 'good', contentType: 'image/png', bytes: good },
    {
      name: 'good photo as JPEG',
      level: 'good',
      contentType: 'image/jpeg',
      bytes: await sharp(good).jpeg().toBuffer(),
    },
    { name: 'dark', level: 'poor', contentType: 'image/png', bytes: dark },
    { name: 'dim', level: 'fair', contentType: 'image/png', bytes: await png(sharp(good).linear(0.24, 0)) },
    { name: 'blurred', level: 'poor', contentType: 'image/png', bytes: await png(sharp(good).blur(7)) },
    { name: 'tiny', level: 'poor', contentType: 'image/png', bytes: await png(sharp(good).resize(180, 130)) },
    {
      name: 'rotated',
      level: 'fair',
      contentType: 'image/png',
      bytes: await png(sharp(good).rotate(9, { background: PAPER })),
    },
    { name: 'washed out', level: 'poor', contentType: 'image/png', bytes: await png(sharp(good).linear(0.06, 232)) },
    {
      name: 'text PDF',
      level: 'good',
      contentType: 'application/pdf',
      bytes: await pdfOf((document) => {
        document.fontSize(14).text('LEASE AGREEMENT', { underline: true });
        for (let i = 1; i <= 20; i++) document.fontSize(11).text(`${i}. The Tenant pays the Landlord R 8 500 a month.`);
      }),
    },
    {
      name: 'scanned PDF of the dark photo',
      level: 'poor',
      contentType: 'application/pdf',
      bytes: await pdfOf((document) => {
        document.image(dark, 56, 56, { width: 480 });
      }),
    },
  ] as const;
}
