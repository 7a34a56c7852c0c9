import type { MessageKind } from '../sms/sms-sender.js';

export interface EmailMessage {
  to: string;
  subject: string;
  /** The plain-text body. */
  body: string;
  /** The same message as HTML (domain/notifications/email-template.ts). */
  html?: string;
  kind: MessageKind;
}

export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}
