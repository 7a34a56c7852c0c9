import { MAX_IMAGE_PIXELS } from '@protea/shared/constants';

/** The long side a photo is measured at: blur and contrast then mean the same for a phone photo and a scan. */
const MEASURE_SIDE = 1024;
/** sharp's `stats().sharpness` is the Laplacian's standard deviation divided by its kernel's scale, 9. */
const LAPLACIAN_SCALE = 9;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** A photo's measures on its grey image: mean brightness and contrast (0-255), and the variance of its Laplacian. */
export interface PhotoMeasures {
  brightness: number;
  contrast: number;
  sharpness: number;
}

/**
 * A photo turned upright (EXIF), laid on white (a transparent background is paper, not black), made grey and scaled
 * to at most 1024 px a side; its brightness, contrast and sharpness by sharp's `stats()`, and the grey pixels for
 * the measures that need them.
 */
export async function measurePhoto(content: Uint8Array) {
  // Loaded on first use, like the upload's other image tools.
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(content, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize({ width: MEASURE_SIDE, height: MEASURE_SIDE, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const stats = await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } }).stats();
  const [grey] = stats.channels;
  // To one decimal, as staff see them: the upload and the assistant then judge the very same numbers.
  const measures: PhotoMeasures = {
    brightness: oneDecimal(grey!.mean),
    contrast: oneDecimal(grey!.stdev),
    sharpness: oneDecimal((stats.sharpness * LAPLACIAN_SCALE) ** 2),
  };
  return { measures, grey: { data, width: info.width, height: info.height } };
}
