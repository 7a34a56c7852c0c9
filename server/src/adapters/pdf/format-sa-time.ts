const SA_TIME = new Intl.DateTimeFormat('en-ZA', {
  timeZone: 'Africa/Johannesburg',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A timestamp as South Africans read it, whatever the server's time zone: "2026/11/21, 12:05 SAST". */
export function formatSaTime(date: Date): string {
  return `${SA_TIME.format(date)} SAST`;
}
