import type { MessageKind } from '../sms/sms-sender.js';

export interface EmailMessage {
  to: string;
  subject: string;
  body: string;
  kind: MessageKind;
}

export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}
