/** South Africa keeps one time zone, UTC+2, all year; every time a person reads is shown in it. */
export const SA_TIME_ZONE = 'Africa/Johannesburg';

/** "2026/11/21, 12:05": en-ZA, 24-hour, in Johannesburg time, wherever the server or browser runs. */
export const saDateTimeFormat = new Intl.DateTimeFormat('en-ZA', {
  timeZone: SA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
