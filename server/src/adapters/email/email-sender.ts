import type { MessageKind } from '../sms/sms-sender.js';

/** A file sent with the email (the welcome letter): rendered for the message, never kept in the outbox's row. */
export interface EmailAttachment {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

export interface EmailMessage {
  to: string;
  subject: string;
  /** The plain-text body. */
  body: string;
  /** The same message as HTML (domain/notifications/email-template.ts). */
  html?: string;
  kind: MessageKind;
  attachments?: readonly EmailAttachment[];
}

export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}
