import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config';

/** The e2e server's DATA_DIR (playwright.config.ts); E2E_DATA_DIR points elsewhere when the server runs from another tree. */
const OUTBOX = process.env.E2E_DATA_DIR
  ? `${process.env.E2E_DATA_DIR}/outbox/sms.jsonl`
  : fileURLToPath(new URL(`../../${E2E_DATA_DIR}/outbox/sms.jsonl`, import.meta.url));

export interface OutboxSms {
  to: string;
  body: string;
  kind: string;
  at: string;
}

/** Every SMS the log driver has written so far to this number (E.164), oldest first. */
export function smsTo(phoneE164: string): OutboxSms[] {
  if (!existsSync(OUTBOX)) return [];
  const text = readFileSync(OUTBOX, 'utf8');
  // The server may be appending a message while this reads: only the lines it has finished (each ends with a line
  // break) are read; a half-written last line failed JSON.parse once in a fresh-clone run.
  return text
    .slice(0, text.lastIndexOf('\n') + 1)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OutboxSms)
    .filter((sms) => sms.to === phoneE164);
}

const codeOf = (sms: OutboxSms) => (sms.kind === 'verification-code' ? /\b(\d{6})\b/.exec(sms.body)?.[1] : undefined);

/**
 * Waits for a one-time code to this number newer than the `after`-th message, and returns its six digits.
 * Tests use a phone number of their own, so journeys running in parallel never read each other's codes.
 */
export async function waitForCode(phoneE164: string, after: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        code = smsTo(phoneE164)
          .slice(after)
          .filter((sms) => codeOf(sms))
          .map(codeOf)
          .at(-1);
        return code;
      },
      { message: `a verification code SMS to ${phoneE164}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}
