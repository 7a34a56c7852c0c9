/** The brand's green and the error red of the Tailwind theme, for SVG fills (the charts take colours, not classes). */
export const CHART_COLOURS = {
  primary: '#0f6b41',
  secondary: '#c2185b',
  positive: '#17804f',
  negative: '#b91c1c',
  grid: '#cbd5e1',
  text: '#334155',
} as const;
