import { createHash, randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EmailAttachment } from './email-sender.js';

/** How the log outbox names an attachment: its file beside the outbox, and enough to check it is the one sent. */
export interface OutboxAttachment {
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  /** Relative to DATA_DIR/outbox: `attachments/<random>-<file name>`. */
  file: string;
}

/**
 * Writes each attachment to DATA_DIR/outbox/attachments, where a local user opens it and a test reads it; the
 * email.jsonl line names the file rather than holding the bytes, so the outbox stays a readable log.
 */
export async function writeOutboxAttachments(
  dataDir: string,
  attachments: readonly EmailAttachment[],
): Promise<OutboxAttachment[]> {
  if (attachments.length === 0) return [];
  const dir = path.join(dataDir, 'outbox', 'attachments');
  await mkdir(dir, { recursive: true });
  return Promise.all(
    attachments.map(async (attachment) => {
      // The name is the sender's own (a reference and a title), but only its last part is trusted as a file name.
      const file = path.posix.join(
        'attachments',
        `${randomBytes(6).toString('hex')}-${path.basename(attachment.fileName)}`,
      );
      await writeFile(path.join(dataDir, 'outbox', file), attachment.content);
      return {
        fileName: attachment.fileName,
        contentType: attachment.contentType,
        size: attachment.content.byteLength,
        sha256: createHash('sha256').update(attachment.content).digest('hex'),
        file,
      };
    }),
  );
}
