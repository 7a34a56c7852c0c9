import { formatOneDecimal } from '@protea/shared/number-format';
import { judgePhoto, PHOTO_LIMITS } from '../documents/photo-quality.js';
import type { textOf } from './assistant-context.js';
import { type Metrics, MIN_READABLE_WORDS } from './file-measures.js';

/**
 * What a readable scan needs, tuned on the sample images of server/test/document-quality.test.ts (measured on the
 * image scaled to at most 1024 px a side). docs/api/assistant.md explains each.
 */
export const QUALITY_LIMITS = {
  minWidth: 600,
  minHeight: 400,
  /** Sharpness, brightness and contrast: the photo's own limits, which the upload's warning reads too. */
  ...PHOTO_LIMITS,
  /** Contrast below this: nothing to read. */
  flatContrast: 10,
  /** Mean brightness from which a flat image is washed out rather than dim. */
  washedOutBrightness: 170,
  /** Share of blown-out pixels above this: glare or a flash reflection. */
  maxGlare: 0.12,
  /** Mean brightness from which an image is a white page (a scan), where white is not glare. */
  whitePage: 200,
  /** Text lines tilted by this many degrees or more: a skewed page. */
  maxSkewDegrees: 4,
  /** Content running off this many sides or more: a cut-off page. */
  sidesTouched: 2,
  /** Words read by OCR below this: no readable text. */
  minReadableWords: MIN_READABLE_WORDS,
} as const;

/** A problem found, how much it costs the score, and the best level the document can have with it. */
export interface Finding {
  issue: string;
  recommendation: string;
  penalty: number;
  atMost?: 'fair' | 'poor';
}

type Text = ReturnType<typeof textOf>;

function exposureFindings(metrics: Metrics, t: Text): Finding[] {
  const limits = QUALITY_LIMITS;
  const found: Finding[] = [];
  const { brightness, contrast } = metrics;
  if (brightness === undefined) return found;
  const value = formatOneDecimal(brightness);
  const { darkness } = judgePhoto(metrics);
  const isDark = darkness !== null;
  if (isDark) {
    const isBlack = darkness === 'black';
    found.push({
      issue: t(isBlack ? 'quality.black' : 'quality.dark', { value }),
      recommendation: t('quality.recommend.dark'),
      penalty: isBlack ? 70 : 30,
      atMost: isBlack ? 'poor' : 'fair',
    });
  }
  if (contrast !== undefined && contrast < limits.minContrast && !isDark) {
    const isFlat = contrast < limits.flatContrast;
    const isWashedOut = brightness >= limits.washedOutBrightness;
    found.push({
      issue: t(isWashedOut ? 'quality.washedOut' : 'quality.lowContrast', {
        value,
        contrast: formatOneDecimal(contrast),
      }),
      recommendation: t(isWashedOut ? 'quality.recommend.washedOut' : 'quality.recommend.lowContrast'),
      penalty: isFlat ? 60 : 30,
      atMost: isFlat ? 'poor' : 'fair',
    });
  }
  // White paper is white: blown-out pixels are glare only on a photo that is not mostly white (a card, a page on a table).
  if (metrics.glare !== undefined && metrics.glare > limits.maxGlare && brightness < limits.whitePage) {
    found.push({
      issue: t('quality.glare', { share: Math.round(metrics.glare * 100) }),
      recommendation: t('quality.recommend.glare'),
      penalty: 20,
    });
  }
  return found;
}

function layoutFindings(metrics: Metrics, t: Text): Finding[] {
  const limits = QUALITY_LIMITS;
  const found: Finding[] = [];
  if (metrics.skewDegrees !== undefined && Math.abs(metrics.skewDegrees) >= limits.maxSkewDegrees) {
    found.push({
      issue: t('quality.skewed', { degrees: Math.round(Math.abs(metrics.skewDegrees)) }),
      recommendation: t('quality.recommend.skewed'),
      penalty: 30,
      atMost: 'fair',
    });
  }
  const sides = metrics.sidesTouched ?? [];
  if (sides.length >= limits.sidesTouched) {
    found.push({
      issue: t('quality.cutOff', { sides: sides.map((side) => t(`quality.sides.${side}`)).join(', ') }),
      recommendation: t('quality.recommend.cutOff'),
      penalty: 15,
    });
  }
  return found;
}

function pageFindings(metrics: Metrics, t: Text): Finding[] {
  if (metrics.contentType !== 'application/pdf' || metrics.pages === undefined) return [];
  if (metrics.pages === 0) {
    return [
      { issue: t('quality.noPages'), recommendation: t('quality.recommend.noPages'), penalty: 80, atMost: 'poor' },
    ];
  }
  if ((metrics.scannedPages ?? 0) === 0) return [];
  return [
    {
      issue: t('quality.scannedPages', { scanned: metrics.scannedPages ?? 0, pages: metrics.pages }),
      recommendation: t('quality.recommend.noText'),
      penalty: 10,
    },
  ];
}

/** What is wrong with a stored file's picture or pages, each finding with its cost. */
export function fileFindings(metrics: Metrics, t: Text): Finding[] {
  const limits = QUALITY_LIMITS;
  const found: Finding[] = [];
  if (metrics.width !== undefined && metrics.height !== undefined) {
    const [short, long] = [Math.min(metrics.width, metrics.height), Math.max(metrics.width, metrics.height)];
    if (long < limits.minWidth || short < limits.minHeight) {
      found.push({
        issue: t('quality.tooSmall', { width: metrics.width, height: metrics.height }),
        recommendation: t('quality.recommend.tooSmall'),
        penalty: 55,
        atMost: 'poor',
      });
    }
  }
  const { blur } = judgePhoto(metrics);
  if (blur !== null && metrics.sharpness !== undefined) {
    const isUnreadable = blur === 'unreadable';
    found.push({
      issue: t(isUnreadable ? 'quality.veryBlurred' : 'quality.blurred', {
        value: formatOneDecimal(metrics.sharpness),
      }),
      recommendation: t('quality.recommend.blurred'),
      penalty: isUnreadable ? 60 : 30,
      atMost: isUnreadable ? 'poor' : 'fair',
    });
  }
  found.push(...exposureFindings(metrics, t), ...layoutFindings(metrics, t), ...pageFindings(metrics, t));
  if (metrics.readableWords !== undefined && metrics.readableWords < limits.minReadableWords) {
    found.push({
      issue: t('quality.noReadableText', { words: metrics.readableWords }),
      recommendation: t('quality.recommend.noReadableText'),
      penalty: 30,
      atMost: 'fair',
    });
  }
  return found;
}

const CAPS = { fair: 70, poor: 45 } as const;

/** 100 less the findings' costs, held under the best level the worst finding allows. */
export const scoreOf = (findings: Finding[]) =>
  Math.max(
    0,
    Math.min(
      100 - findings.reduce((sum, finding) => sum + finding.penalty, 0),
      ...findings.map((finding) => (finding.atMost ? CAPS[finding.atMost] : 100)),
    ),
  );

export const levelOf = (score: number): 'good' | 'fair' | 'poor' =>
  score >= 75 ? 'good' : score >= 50 ? 'fair' : 'poor';

/** What the check could not look at: said plainly rather than guessed. */
export function notCheckedOf(metrics: Metrics, t: Text): string[] {
  const isPicture = metrics.sharpness !== undefined;
  const notChecked: string[] = [];
  if (metrics.ocr === 'unavailable') notChecked.push(t('quality.notChecked.ocr'));
  if (metrics.ocr === 'notNeeded') notChecked.push(t('quality.notChecked.poorPicture'));
  if (metrics.inkPixels !== undefined) notChecked.push(t('quality.notChecked.signature'));
  if (metrics.contentType === 'application/pdf' && (metrics.scannedPages ?? 0) > 0 && !isPicture) {
    notChecked.push(t('quality.notChecked.scan'));
  }
  return notChecked;
}
