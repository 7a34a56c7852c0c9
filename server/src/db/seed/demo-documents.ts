import PDFDocument from 'pdfkit';
import sharp, { type Sharp } from 'sharp';

/** How a demo upload looks: a readable scan, a blurred one, a tiny one, a dark one, or a small PDF. */
export type DocumentQuality = 'clear' | 'blurred' | 'tiny' | 'dark' | 'pdf';

export interface DemoFile {
  content: Uint8Array;
  extension: string;
  contentType: string;
  originalName: string;
}

/** A card-like image with a few lines of text, as a phone photographs an ID copy. */
const CARD_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">
  <rect width="640" height="400" fill="#eef3ea"/>
  <rect x="20" y="20" width="600" height="360" rx="18" fill="#ffffff" stroke="#2f6b3a" stroke-width="6"/>
  <rect x="50" y="90" width="150" height="190" fill="#c9d6cf"/>
  <text x="230" y="80" font-family="sans-serif" font-size="30" fill="#1d3b24">REPUBLIC OF SOUTH AFRICA</text>
  <text x="230" y="140" font-family="sans-serif" font-size="24" fill="#222">SPECIMEN DEMO COPY</text>
  <text x="230" y="190" font-family="sans-serif" font-size="22" fill="#222">Identity number 000000 0000 000</text>
  <text x="230" y="240" font-family="sans-serif" font-size="22" fill="#222">Not a real document</text>
</svg>`;

function textPdf(): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, compress: true, info: { Title: 'Demo document' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    doc.fontSize(18).text('Demo document', { underline: true });
    doc
      .moveDown()
      .fontSize(11)
      .text(
        "A specimen uploaded by the demo seed. It stands for a lease agreement, a CIPC certificate or a bank confirmation letter and holds no real person's details.",
      );
    doc.end();
  });
}

/** The five files the demo history's document rows point at (each row gets its own copy). */
export async function demoDocumentFiles(): Promise<Record<DocumentQuality, DemoFile>> {
  const card = sharp(Buffer.from(CARD_SVG));
  const jpeg = (image: Sharp) => image.jpeg({ quality: 70 }).toBuffer();
  const [clear, blurred, tiny, dark, pdf] = await Promise.all([
    jpeg(card.clone()),
    jpeg(card.clone().blur(9)),
    jpeg(card.clone().resize(64, 48)),
    jpeg(card.clone().modulate({ brightness: 0.18 })),
    textPdf(),
  ]);
  const image = (content: Buffer, name: string): DemoFile => ({
    content: new Uint8Array(content),
    extension: 'jpg',
    contentType: 'image/jpeg',
    originalName: name,
  });
  return {
    clear: image(clear, 'scan.jpg'),
    blurred: image(blurred, 'photo.jpg'),
    tiny: image(tiny, 'IMG_2041.jpg'),
    dark: image(dark, 'IMG_0917.jpg'),
    pdf: { content: pdf, extension: 'pdf', contentType: 'application/pdf', originalName: 'document.pdf' },
  };
}
