import type { PhotoProblem } from '@protea/shared/constants';
import type { PhotoMeasures } from '../../adapters/uploads/measure-photo.js';

/**
 * The limits a photo is judged by, read alike by the customer's warning at upload and the assistant's verdict for
 * staff (tuned on the sample images of server/test/document-quality.test.ts, measured at most 1024 px a side).
 */
export const PHOTO_LIMITS = {
  /** Variance of the Laplacian below this (judged only with enough contrast): soft; below `unreadableSharpness`: too blurred to read at all. */
  minSharpness: 100,
  unreadableSharpness: 30,
  /** Mean brightness below this: dim; below `blackBrightness`: too dark to read (a nearly black photo). */
  minBrightness: 70,
  blackBrightness: 45,
  /** Standard deviation of the grey levels below this: washed out or flat. */
  minContrast: 20,
} as const;

export interface PhotoJudgement {
  /** Too dark: `dim` reads with effort, `black` hardly at all. */
  darkness: 'dim' | 'black' | null;
  /** Out of focus: `soft`, or `unreadable`. */
  blur: 'soft' | 'unreadable' | null;
}

/** Whether a photo is too dark or too blurred to read. */
export function judgePhoto({ brightness, contrast, sharpness }: Partial<PhotoMeasures>): PhotoJudgement {
  const limits = PHOTO_LIMITS;
  const isDark = brightness !== undefined && brightness < limits.minBrightness;
  // The Laplacian grows with contrast: on a flat (dark or washed-out) image it says nothing of focus.
  const canJudgeFocus = (contrast ?? limits.minContrast) >= limits.minContrast;
  const isBlurred = sharpness !== undefined && sharpness < limits.minSharpness && canJudgeFocus;
  return {
    darkness: isDark ? (brightness < limits.blackBrightness ? 'black' : 'dim') : null,
    blur: isBlurred ? (sharpness < limits.unreadableSharpness ? 'unreadable' : 'soft') : null,
  };
}

/** The judgement as the upload's answer names it to the customer. */
export const photoProblemsOf = ({ darkness, blur }: PhotoJudgement): PhotoProblem[] => [
  ...(darkness ? (['dark'] as const) : []),
  ...(blur ? (['blurry'] as const) : []),
];
