// A4 in points, with room at the bottom for the footer.
export const PAGE = { width: 595.28, height: 841.89, left: 50, right: 545.28, top: 46, bottom: 790 } as const;
export const CONTENT_HEIGHT = PAGE.bottom - PAGE.top;
export const FOOTER = { baseline: 815, ruleY: 802, size: 7.5 } as const;
export const VALUE_X = 195;
export const LABEL_WIDTH = VALUE_X - PAGE.left - 12;
export const IMAGE_BOX = { width: 200, height: 100 } as const;
/** A QR code's side (about 26 mm, a phone reads it from arm's length) and the white space it needs around it. */
export const QR = { side: 74, quietZone: 8 } as const;

export const SIZE = {
  company: 17,
  title: 13,
  subtitle: 11,
  heading: 11,
  body: 9,
  script: 19,
  code: 14,
  note: 8.5,
} as const;

export const COLOR = {
  text: '#1a1a1a',
  label: '#3d3d3d',
  brand: '#176645',
  muted: '#595959',
  rule: '#b5c9bf',
} as const;

/** Vertical rhythm; the writer falls back to the tighter ones to avoid a nearly empty last page. */
export interface Spacing {
  /** Line pitch as a multiple of the font size. */
  line: number;
  rowGap: number;
  headingBefore: number;
  headingAfter: number;
  headerGap: number;
}

export const SPACINGS: readonly Spacing[] = [
  { line: 1.25, rowGap: 1.2, headingBefore: 9, headingAfter: 4, headerGap: 10 },
  { line: 1.16, rowGap: 0.6, headingBefore: 6, headingAfter: 3, headerGap: 7 },
  { line: 1.1, rowGap: 0.3, headingBefore: 4.5, headingAfter: 2, headerGap: 5 },
];
