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

/** The gateways that send delivery reports to `POST /webhooks/sms/{provider}`. */
export const SMS_PROVIDERS = ['bulksms', 'clickatell'] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number];

/** Which gateway took the message and its id there, for its delivery report to find it by. */
export interface SmsReceipt {
  provider: SmsProvider;
  messageId: string;
}

export interface SmsSender {
  /** Resolves once the gateway took the message, with its receipt when the gateway gives one. */
  send(message: SmsMessage): Promise<SmsReceipt | undefined>;
}

/**
 * The gateway refused this message for a reason of its own (a number it cannot reach, a text it will not take):
 * sending it again would be refused again, so it fails at once instead of being retried.
 */
export class SmsRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsRejectedError';
  }
}
