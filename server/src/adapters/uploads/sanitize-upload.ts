import { MAX_IMAGE_PIXELS, type UPLOAD_EXTENSIONS } from '@protea/shared/constants';
import { bmpSize, decodeBmp } from './decode-bmp.js';
import { findActiveContent } from './pdf-active-content.js';

/** file-type and sharp, loaded with the first upload rather than at start (about 0.15 s, docs/performance/). */
const imageTools = async () => {
  const [{ fileTypeFromBuffer }, { default: sharp }] = await Promise.all([import('file-type'), import('sharp')]);
  return { fileTypeFromBuffer, sharp };
};

type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

/** What the name may say, and what the content must then be (by its magic bytes). */
const CONTENT_BY_EXTENSION: Record<UploadExtension, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  tiff: 'image/tiff',
  tif: 'image/tiff',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
};

export type SanitizeResult =
  | { ok: true; content: Uint8Array; contentType: string; extension: string }
  | { ok: false; reason: 'type_not_allowed' | 'content_mismatch' | 'too_many_pixels' | 'active_content' };

export function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName);
  return match ? match[1]!.toLowerCase() : '';
}

/**
 * Checks the content against the name and re-encodes images, which drops EXIF and GPS data and whatever was hidden
 * after the image. TIFF becomes PNG (browsers cannot show TIFF), and so does BMP: sharp can neither read nor write it,
 * so its pixels are read here (decode-bmp.ts) and written as PNG, stored with the PNG type and extension.
 */
export async function sanitizeUpload(fileName: string, content: Uint8Array): Promise<SanitizeResult> {
  const extension = extensionOf(fileName);
  if (!(extension in CONTENT_BY_EXTENSION)) return { ok: false, reason: 'type_not_allowed' };
  const expected = CONTENT_BY_EXTENSION[extension as UploadExtension];
  const { fileTypeFromBuffer, sharp } = await imageTools();
  const detected = await fileTypeFromBuffer(content);
  if (detected?.mime !== expected) return { ok: false, reason: 'content_mismatch' };
  try {
    // An image bomb (a small file that decodes to billions of pixels) is refused before it is decoded.
    if (expected !== 'application/pdf' && (await pixelCount(expected, content)) > MAX_IMAGE_PIXELS) {
      return { ok: false, reason: 'too_many_pixels' };
    }
    switch (expected) {
      case 'application/pdf':
        // Stored and served as it came, so a PDF that would run or open something is refused rather than kept.
        if (await findActiveContent(content)) return { ok: false, reason: 'active_content' };
        return { ok: true, content, contentType: expected, extension };
      case 'image/bmp':
        return { ok: true, content: await bmpAsPng(content), contentType: 'image/png', extension: 'png' };
      case 'image/jpeg':
        return {
          ok: true,
          content: await sharp(content, { limitInputPixels: MAX_IMAGE_PIXELS })
            .rotate()
            .jpeg({ quality: 90 })
            .toBuffer(),
          contentType: expected,
          extension: 'jpg',
        };
      case 'image/png':
        return {
          ok: true,
          content: await sharp(content, { limitInputPixels: MAX_IMAGE_PIXELS }).png().toBuffer(),
          contentType: expected,
          extension: 'png',
        };
      case 'image/webp':
        return {
          ok: true,
          content: await sharp(content, { limitInputPixels: MAX_IMAGE_PIXELS }).webp({ quality: 90 }).toBuffer(),
          contentType: expected,
          extension: 'webp',
        };
      case 'image/gif':
        return {
          ok: true,
          content: await sharp(content, { animated: true, limitInputPixels: MAX_IMAGE_PIXELS }).gif().toBuffer(),
          contentType: expected,
          extension: 'gif',
        };
      default:
        return {
          ok: true,
          content: await sharp(content, { limitInputPixels: MAX_IMAGE_PIXELS }).png().toBuffer(),
          contentType: 'image/png',
          extension: 'png',
        };
    }
  } catch {
    // Matching magic bytes but an undecodable body: not a real image.
    return { ok: false, reason: 'content_mismatch' };
  }
}

/** A JPEG decoded and written again (no metadata), or null when it is not a readable JPEG. */
export async function reencodeJpeg(content: Uint8Array): Promise<Buffer | null> {
  const { fileTypeFromBuffer, sharp } = await imageTools();
  if ((await fileTypeFromBuffer(content))?.mime !== 'image/jpeg') return null;
  try {
    return await sharp(content, { limitInputPixels: MAX_IMAGE_PIXELS }).jpeg({ quality: 90 }).toBuffer();
  } catch {
    return null;
  }
}

/** Width times height (times frames) from the header, without decoding the image. */
async function pixelCount(mime: string, content: Uint8Array): Promise<number> {
  if (mime === 'image/bmp') {
    const { width, height } = bmpSize(content);
    return width * height;
  }
  const { sharp } = await imageTools();
  const { width = 0, height = 0, pages = 1 } = await sharp(content, { limitInputPixels: false }).metadata();
  return width * height * Math.max(1, pages);
}

async function bmpAsPng(content: Uint8Array): Promise<Buffer> {
  const { sharp } = await imageTools();
  const { width, height, rgba, hasAlpha } = decodeBmp(content);
  const image = sharp(rgba, { raw: { width, height, channels: 4 }, limitInputPixels: MAX_IMAGE_PIXELS });
  return (hasAlpha ? image : image.removeAlpha()).png().toBuffer();
}
