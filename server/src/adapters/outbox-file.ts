import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

/** The log drivers' outbox: one JSON object per line, how a local user or a test reads a code. */
export async function appendToOutbox(dataDir: string, file: 'sms.jsonl' | 'email.jsonl', entry: object): Promise<void> {
  const dir = path.join(dataDir, 'outbox');
  await mkdir(dir, { recursive: true });
  await appendFile(path.join(dir, file), `${JSON.stringify(entry)}\n`, 'utf8');
}
