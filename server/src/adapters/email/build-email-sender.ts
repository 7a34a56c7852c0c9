import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config/env.js';
import { appendToOutbox } from '../outbox-file.js';
import type { EmailSender } from './email-sender.js';

export function buildEmailSender(config: Config, log: FastifyBaseLogger): EmailSender {
  switch (config.EMAIL_DRIVER) {
    case 'log':
      return {
        async send(message) {
          await appendToOutbox(config.dataDir, 'email.jsonl', { ...message, at: new Date().toISOString() });
          log.info({ to: maskEmailAddress(message.to), kind: message.kind }, 'email written to outbox');
        },
      };
    case 'smtp': {
      const transport = nodemailer.createTransport(config.SMTP_URL!);
      return {
        async send(message) {
          await transport.sendMail({
            from: config.EMAIL_FROM,
            to: message.to,
            subject: message.subject,
            text: message.body,
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
