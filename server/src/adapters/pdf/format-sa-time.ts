import { saDateTimeFormat } from '@protea/shared/sa-time';

/** A timestamp as South Africans read it, whatever the server's time zone: "2026/11/21, 12:05 SAST". */
export function formatSaTime(date: Date): string {
  return `${saDateTimeFormat.format(date)} SAST`;
}
