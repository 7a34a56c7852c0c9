import type { DocumentQuality } from '@protea/shared/schemas/assistant';
import { readText } from '../../adapters/ocr/read-text.js';
import { measurePhoto } from '../../adapters/uploads/measure-photo.js';
import { estimateSkew, greyHistogram, sidesTouched } from './image-measures.js';

export type Metrics = DocumentQuality['metrics'];

/** The long side OCR reads at: enough for print of ordinary size on a page, without taking seconds more. */
const OCR_SIDE = 1000;
/** Characters of text a page needs to count as a page with text (not a scan). */
export const MIN_TEXT_PER_PAGE = 40;
/** Words OCR must read for a picture to hold readable text. */
export const MIN_READABLE_WORDS = 5;

// Loaded with the first scan measured, not at start.
let sharpOf: typeof import('sharp').default;
const loadSharp = async () => {
  sharpOf ??= (await import('sharp')).default;
  return sharpOf;
};

/**
 * What OCR reads: first the middle band of the picture (a second or so), and only when that holds too few words the
 * whole of it (a few seconds on a full page), since all the check needs is whether some text reads. Null when OCR
 * could not run.
 */
export async function ocrMetrics(content: Buffer | Uint8Array): Promise<Partial<Metrics> | null> {
  const sharp = await loadSharp();
  const picture = await sharp(content)
    .rotate()
    .greyscale()
    .resize({ width: OCR_SIDE, height: OCR_SIDE, fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = picture.info;
  const bandHeight = Math.max(1, Math.round(height * 0.3));
  const band = await sharp(picture.data)
    .extract({ left: 0, top: Math.round((height - bandHeight) / 2), width, height: bandHeight })
    .png()
    .toBuffer();
  const inBand = await readText(band);
  const read = !inBand || inBand.words >= MIN_READABLE_WORDS ? inBand : await readText(picture.data);
  return read && { readableWords: read.words, ocrConfidence: read.confidence };
}

/** An image's size, sharpness, brightness, contrast, glare, tilt and the sides its content runs off. */
export async function imageMetrics(content: Buffer | Uint8Array): Promise<Metrics> {
  const sharp = await loadSharp();
  const meta = await sharp(content).metadata();
  const { measures, grey } = await measurePhoto(content);
  const { data } = grey;
  const width = meta.autoOrient?.width ?? meta.width ?? grey.width;
  const height = meta.autoOrient?.height ?? meta.height ?? grey.height;
  const skew = estimateSkew(data, grey.width, grey.height);
  return {
    source: 'file',
    contentType: `image/${meta.format}`,
    width,
    height,
    pages: 1,
    ...measures,
    glare: Math.round(greyHistogram(data).glare * 1000) / 1000,
    ...(skew !== null && { skewDegrees: skew }),
    sidesTouched: sidesTouched(data, grey.width, grey.height, measures.brightness),
  };
}

/**
 * A PDF's pages and its text layer; the picture on the first page without text (a scan) is measured as an image,
 * since a scan is only as readable as its picture.
 */
export async function pdfMetrics(content: Buffer): Promise<{ metrics: Metrics; picture?: Buffer }> {
  // Loaded on first use: pdf.js costs a start about 0.1 s, and only this check reads PDFs.
  const { PDFParse } = await import('pdf-parse');
  const parser = new PDFParse({ data: new Uint8Array(content) });
  try {
    const text = await parser.getText();
    const characters = text.pages.map((page) => page.text.replace(/\s+/g, '').length);
    const pagesWithText = characters.filter((count) => count >= MIN_TEXT_PER_PAGE).length;
    const metrics: Metrics = {
      source: 'file',
      contentType: 'application/pdf',
      pages: text.total,
      textCharacters: text.text.replace(/\s+/g, '').length,
      pagesWithText,
      scannedPages: text.total - pagesWithText,
    };
    const scanned = text.pages.find((_page, index) => characters[index]! < MIN_TEXT_PER_PAGE);
    if (!scanned) return { metrics };
    // The scan's own picture (the largest on the page), at its own resolution: the page around it is not the scan.
    const images = await parser.getImage({ partial: [scanned.num], imageBuffer: false }).catch(() => null);
    const largest = images?.pages[0]?.images.sort((a, b) => b.width * b.height - a.width * a.height)[0];
    if (!largest?.dataUrl) return { metrics };
    const picture = Buffer.from(largest.dataUrl.slice(largest.dataUrl.indexOf(',') + 1), 'base64');
    const { contentType: _, pages: __, source: ___, ...measured } = await imageMetrics(picture);
    return { metrics: { ...metrics, ...measured, measuredPage: scanned.num }, picture };
  } finally {
    await parser.destroy();
  }
}
