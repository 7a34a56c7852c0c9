/** What a message is about; `holder-alert` tells an account's registered holder that someone asked to terminate it. */
export type MessageKind =
  | 'verification-code'
  | 'submission-confirmation'
  | 'status-update'
  | 'holder-alert'
  | 'morning-digest';

export interface SmsMessage {
  to: string;
  body: string;
  kind: MessageKind;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
