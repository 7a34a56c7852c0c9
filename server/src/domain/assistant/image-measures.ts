/**
 * Measures of a grey image (one byte a pixel, row by row) that say whether a scan or photo can be read, those sharp's
 * `stats()` does not give: its brightness, contrast and sharpness are sharp's (adapters/uploads/measure-photo.ts).
 */

/** From the histogram: the share of blown-out pixels, and the 2nd and 98th percentiles (the dark and light ends). */
export function greyHistogram(pixels: Uint8Array | Buffer) {
  const histogram = new Array<number>(256).fill(0);
  for (const value of pixels) histogram[value]!++;
  const count = Math.max(1, pixels.length);
  const percentile = (share: number) => {
    let seen = 0;
    for (let value = 0; value < 256; value++) {
      seen += histogram[value]!;
      if (seen >= share * count) return value;
    }
    return 255;
  };
  let blown = 0;
  for (let value = 250; value < 256; value++) blown += histogram[value]!;
  return { glare: blown / count, darkEnd: percentile(0.02), lightEnd: percentile(0.98) };
}

/** Ink: pixels darker than halfway between the image's dark and light ends, when the two are apart at all. */
function inkOf(pixels: Uint8Array | Buffer, darkEnd: number, lightEnd: number): Uint8Array | null {
  if (lightEnd - darkEnd < 40) return null;
  const threshold = (darkEnd + lightEnd) / 2;
  const ink = new Uint8Array(pixels.length);
  for (let i = 0; i < pixels.length; i++) ink[i] = pixels[i]! < threshold ? 1 : 0;
  return ink;
}

/**
 * The tilt of the text lines in degrees (positive: clockwise), by the projection profile: the lines of a page turned
 * by the right angle pile up into sharp rows, so the angle whose row counts vary most is the tilt. Null when the
 * image holds too little or too much ink to tell (a photo, a blank page) or no angle stands out.
 */
export function estimateSkew(pixels: Uint8Array | Buffer, width: number, height: number): number | null {
  const { darkEnd, lightEnd } = greyHistogram(pixels);
  const ink = inkOf(pixels, darkEnd, lightEnd);
  if (!ink) return null;
  const points: number[] = [];
  // Every second pixel is plenty at this size and halves the work.
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) if (ink[y * width + x]) points.push(x, y);
  }
  const share = points.length / 2 / ((width * height) / 4);
  if (share < 0.005 || share > 0.4) return null;
  const diagonal = Math.ceil(Math.hypot(width, height));
  const spread = (degrees: number) => {
    const radians = (degrees * Math.PI) / 180;
    const [sin, cos] = [Math.sin(radians), Math.cos(radians)];
    const rows = new Float64Array(2 * diagonal + 1);
    for (let i = 0; i < points.length; i += 2) {
      rows[Math.round(points[i + 1]! * cos - points[i]! * sin) + diagonal]!++;
    }
    let squares = 0;
    for (const count of rows) squares += count * count;
    return squares;
  };
  let best = 0;
  let bestSpread = spread(0);
  const level = bestSpread;
  for (let degrees = -20; degrees <= 20; degrees += 0.5) {
    const value = spread(degrees);
    if (value > bestSpread) [best, bestSpread] = [degrees, value];
  }
  // A tilt only counts when its rows are clearly sharper than the level ones'.
  return bestSpread > level * 1.15 ? best : 0;
}

/**
 * The sides (top, right, bottom, left) whose outermost strip holds about as much ink as the inside: text or an
 * edge that runs off the picture, as when a page is cut off. Only read on light pages (paper, a mean grey level
 * `brightness` of 150 or more), where ink is text.
 */
export function sidesTouched(pixels: Uint8Array | Buffer, width: number, height: number, brightness: number): string[] {
  if (brightness < 150) return [];
  const { darkEnd, lightEnd } = greyHistogram(pixels);
  const ink = inkOf(pixels, darkEnd, lightEnd);
  if (!ink || width < 50 || height < 50) return [];
  const strip = Math.max(2, Math.round(Math.min(width, height) * 0.01));
  const density = (x0: number, y0: number, x1: number, y1: number) => {
    let count = 0;
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) count += ink[y * width + x]!;
    return count / Math.max(1, (x1 - x0) * (y1 - y0));
  };
  const inside = density(strip, strip, width - strip, height - strip);
  const sides: Array<[string, number]> = [
    ['top', density(0, 0, width, strip)],
    ['right', density(width - strip, 0, width, height)],
    ['bottom', density(0, height - strip, width, height)],
    ['left', density(0, 0, strip, height)],
  ];
  return sides.filter(([, value]) => value >= 0.02 && value >= inside * 0.5).map(([side]) => side);
}
