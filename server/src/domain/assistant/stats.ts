/** The q-quantile (0-1) of numbers, linear between neighbours; 0 for none. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

export const median = (values: readonly number[]) => quantile(values, 0.5);

/** Rounded to one decimal, for answers people read. */
export const round1 = (value: number) => Math.round(value * 10) / 10;
