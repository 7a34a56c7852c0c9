import { MAX_IMAGE_PIXELS } from '@protea/shared/constants';
import type { textOf } from './assistant-context.js';
import type { Finding } from './file-findings.js';
import type { Metrics } from './file-measures.js';

/**
 * A drawn signature is dark strokes on a white (or transparent) pad: thin lines on a mostly empty picture, small, with
 * no words. Photo measures (brightness, blur, size, text) would call every one of them poor, so a signature is
 * judged as a signature: whether strokes were drawn, and whether they are more than a dot.
 */
export const SIGNATURE_LIMITS = {
  /** A pixel darker than this (0-255, on white) is ink. */
  inkLevel: 160,
  /** Fewer ink pixels than this: nothing was drawn. */
  minInkPixels: 20,
  /** Strokes spanning less than this share of the pad's width: a dot or a tick, not a signature. */
  minStrokeSpan: 0.1,
} as const;

type Text = ReturnType<typeof textOf>;

/** The signature's size, its pixels of ink, and the share of its width the strokes span. */
export async function signatureMetrics(content: Uint8Array): Promise<Metrics> {
  const { default: sharp } = await import('sharp');
  // Not scaled down: the pad's strokes are a pixel or two wide and would fade.
  const { data, info } = await sharp(content, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  let ink = 0;
  let [left, right] = [width, -1];
  for (let i = 0; i < data.length; i++) {
    if (data[i]! >= SIGNATURE_LIMITS.inkLevel) continue;
    ink++;
    const x = i % width;
    left = Math.min(left, x);
    right = Math.max(right, x);
  }
  return {
    source: 'file',
    contentType: `image/${(await sharp(content).metadata()).format}`,
    width,
    height,
    inkPixels: ink,
    strokeSpan: right < left ? 0 : Math.round(((right - left + 1) / width) * 1000) / 1000,
  };
}

/** What is wrong with a drawn signature: nothing drawn, or only a dot. */
export function signatureFindings(metrics: Metrics, t: Text): Finding[] {
  const limits = SIGNATURE_LIMITS;
  if ((metrics.inkPixels ?? 0) < limits.minInkPixels) {
    return [
      {
        issue: t('quality.signature.blank'),
        recommendation: t('quality.recommend.signAgain'),
        penalty: 80,
        atMost: 'poor',
      },
    ];
  }
  if ((metrics.strokeSpan ?? 0) < limits.minStrokeSpan) {
    return [
      {
        issue: t('quality.signature.mark', { share: Math.round((metrics.strokeSpan ?? 0) * 100) }),
        recommendation: t('quality.recommend.signatureByEye'),
        penalty: 30,
        atMost: 'fair',
      },
    ];
  }
  return [];
}
