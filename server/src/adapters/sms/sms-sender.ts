export type MessageKind = 'verification-code' | 'submission-confirmation' | 'status-update';

export interface SmsMessage {
  to: string;
  body: string;
  kind: MessageKind;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
