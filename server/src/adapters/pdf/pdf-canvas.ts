import PDFDocument from 'pdfkit';
import type { PdfMetadata } from './pdf-document-spec.js';
import { loadPdfFonts, type PdfFontRole } from './pdf-fonts.js';
import { PAGE } from './pdf-layout.js';
import { toPrintableText } from './printable-text.js';
import { wrapText } from './wrap-text.js';

/** An image ready to draw; width and height as it appears (after any EXIF rotation). */
export interface OpenedImage {
  width: number;
  height: number;
  source: PdfKitImage;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface PdfKitImage {
  width: number;
  height: number;
  orientation?: number;
}

// pdfkit 0.20 has these; @types/pdfkit 0.17 declares neither openImage nor image() taking an opened image.
interface PdfKitImages {
  openImage(src: Uint8Array): PdfKitImage;
  image(image: PdfKitImage, x: number, y: number, options: { width: number; height: number }): unknown;
}

/** pdfkit behind the few operations the writer needs; every text is made printable in the font that draws it. */
export class PdfCanvas {
  private readonly document: PDFKit.PDFDocument;
  private readonly fonts = loadPdfFonts();
  // Layout may be measured more than once (tighter spacing); an image is opened, and later embedded, once.
  private readonly images = new WeakMap<Uint8Array, OpenedImage | null>();

  constructor(metadata: PdfMetadata) {
    this.document = new PDFDocument({
      autoFirstPage: false,
      displayTitle: true,
      lang: metadata.language,
      info: {
        Title: metadata.title,
        Author: metadata.author,
        Creator: metadata.author,
        // pdfkit derives the file ID from these, so fixed dates give identical bytes.
        CreationDate: metadata.createdAt,
        ModDate: metadata.modifiedAt,
        // pdfkit writes every key it is given, an undefined one as a broken entry.
        ...(metadata.subject ? { Subject: metadata.subject } : {}),
      },
    });
    for (const { role, font } of Object.values(this.fonts)) {
      // pdfkit 0.20 takes a parsed fontkit font; @types/pdfkit 0.17 only knows file names and bytes.
      this.document.registerFont(role, font as unknown as Buffer);
    }
  }

  printable(role: PdfFontRole, text: string): string {
    return toPrintableText(text, this.fonts[role].hasGlyph);
  }

  widthOf(role: PdfFontRole, size: number, text: string): number {
    return this.document.font(role).fontSize(size).widthOfString(text);
  }

  /** Printable text broken into lines no wider than maxWidth. */
  lines(role: PdfFontRole, size: number, text: string, maxWidth: number): string[] {
    return wrapText(this.printable(role, text), (line) => this.widthOf(role, size, line), maxWidth);
  }

  /** Where the baseline goes so the text sits in the middle of a line of this height. */
  baselineOffset(role: PdfFontRole, size: number, lineHeight: number): number {
    const { ascent, descent } = this.fonts[role];
    return (lineHeight - (ascent - descent) * size) / 2 + ascent * size;
  }

  /** One line, already printable and wrapped, its baseline at y. */
  text(role: PdfFontRole, size: number, color: string, text: string, x: number, baseline: number): void {
    if (!text) return;
    this.document
      .font(role)
      .fontSize(size)
      .fillColor(color)
      .text(text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
  }

  rule(fromX: number, toX: number, y: number, color: string, width: number): void {
    this.document.save().moveTo(fromX, y).lineTo(toX, y).lineWidth(width).strokeColor(color).stroke().restore();
  }

  /** Filled rectangles in one colour as one path, so that touching squares (a QR code's) leave no seams between them. */
  fillRects(rects: readonly Rect[], color: string): void {
    if (rects.length === 0) return;
    this.document.save();
    for (const { x, y, width, height } of rects) this.document.rect(x, y, width, height);
    this.document.fill(color).restore();
  }

  /** A stored image is user input: damaged data gives null instead of failing the whole PDF. */
  openImage(bytes: Uint8Array): OpenedImage | null {
    if (!this.images.has(bytes)) this.images.set(bytes, this.readImage(bytes));
    return this.images.get(bytes) ?? null;
  }

  private readImage(bytes: Uint8Array): OpenedImage | null {
    try {
      // A copy: pdfkit keeps the bytes until the end, and the caller's view may sit in a pooled buffer.
      const source = (this.document as unknown as PdfKitImages).openImage(new Uint8Array(bytes));
      const turned = (source.orientation ?? 1) > 4;
      const [width, height] = turned ? [source.height, source.width] : [source.width, source.height];
      return isPositive(width) && isPositive(height) ? { width, height, source } : null;
    } catch {
      return null;
    }
  }

  image(image: OpenedImage, x: number, y: number, width: number, height: number): void {
    (this.document as unknown as PdfKitImages).image(image.source, x, y, { width, height });
  }

  addPage(): void {
    this.document.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
  }

  /** Ends the document and collects its bytes. */
  async finish(): Promise<Uint8Array> {
    const chunks: Uint8Array[] = [];
    const ended = new Promise<void>((resolve, reject) => {
      this.document.on('data', (chunk: Uint8Array) => chunks.push(chunk));
      this.document.on('end', resolve);
      this.document.on('error', reject);
    });
    this.document.end();
    await ended;
    return Buffer.concat(chunks);
  }
}

const isPositive = (value: number) => Number.isFinite(value) && value > 0;
