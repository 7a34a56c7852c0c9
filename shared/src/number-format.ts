/**
 * A measure as the portal shows one, the way it shows money (`R 2 000.00`): a space between thousands and a point
 * before at most one decimal, none when it is whole ("8.7", "12", "1 234.5"). The server's texts and the screens
 * use the same, so one panel never shows "8,7" beside "8.7".
 */
export function formatOneDecimal(value: number): string {
  const tenths = Math.round(Math.abs(value) * 10);
  const whole = groupThousands(String(Math.floor(tenths / 10)));
  const decimal = tenths % 10;
  const sign = value < 0 && tenths !== 0 ? '-' : '';
  return `${sign}${whole}${decimal === 0 ? '' : `.${decimal}`}`;
}

/** A whole number's digits with a space between thousands ("2000000" as "2 000 000"), as money and measures show them. */
export const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/**
 * A share from 0 to 1 as the whole percent an answer shows ("83" for 0.825). The server's sentences and the screens
 * both call this on the same value the answer carries, so an explanation never says 82 % beside a figure of 83 %.
 */
export const sharePercent = (share: number): number => Math.round(share * 100);
