import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config/env.js';
import { appendToOutbox } from '../outbox-file.js';
import type { EmailSender } from './email-sender.js';
import { writeOutboxAttachments } from './outbox-attachments.js';

export function buildEmailSender(config: Config, log: FastifyBaseLogger): EmailSender {
  switch (config.EMAIL_DRIVER) {
    case 'log':
      return {
        async send({ attachments = [], ...message }) {
          const files = await writeOutboxAttachments(config.dataDir, attachments);
          await appendToOutbox(config.dataDir, 'email.jsonl', {
            ...message,
            ...(files.length > 0 ? { attachments: files } : {}),
            at: new Date().toISOString(),
          });
          log.info({ to: maskEmailAddress(message.to), kind: message.kind }, 'email written to outbox');
        },
      };
    case 'smtp': {
      // nodemailer is loaded with the first message: only a process sending mail by SMTP loads it at all.
      let transport: Promise<Transporter> | undefined;
      return {
        async send(message) {
          transport ??= import('nodemailer').then(({ default: nodemailer }) =>
            nodemailer.createTransport(config.SMTP_URL!),
          );
          await (await transport).sendMail({
            from: config.EMAIL_FROM,
            to: message.to,
            subject: message.subject,
            text: message.body,
            html: message.html,
            attachments: message.attachments?.map((attachment) => ({
              filename: attachment.fileName,
              contentType: attachment.contentType,
              content: Buffer.from(attachment.content),
            })),
          });
        },
      };
    }
  }
}

/** Enough for an operator to tell messages apart in the log, not enough to learn the address. */
export function maskEmailAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return at > 0 ? `${address[0]}***${address.slice(at)}` : '***';
}
