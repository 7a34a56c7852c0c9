export const saDateTime = new Intl.DateTimeFormat('en-ZA', {
  timeZone: 'Africa/Johannesburg',
  dateStyle: 'short',
  timeStyle: 'short',
  hourCycle: 'h23',
});

/** A phone number in E.164 (+ and digits only) cannot run as a formula; it is written as it is. */
const isPhoneNumber = (value: string) => /^\+\d{6,15}$/.test(value);

/** Cells that start like a formula are prefixed, so a spreadsheet never runs what a customer typed. */
export function csvCell(value: string | null): string {
  if (!value) return '';
  return /^[=+\-@\t\r]/.test(value) && !isPhoneNumber(value) ? `'${value}` : value;
}
