/**
 * The values of a message, stored with it and put into its text in the customer's language when it
 * is sent. A value may itself be a message (`{ key, vars }`), translated in the same language.
 */
export type MessageVar = string | number | { key: string; vars?: MessageVars };
export interface MessageVars {
  [name: string]: MessageVar;
}

/**
 * Where a notification stands: queued (not yet tried or waiting to retry), sending, sent (the gateway took it),
 * delivered (the gateway's delivery report says the phone has it), or failed for good (refused, out of retries, or
 * reported undelivered).
 */
export const NOTIFICATION_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'failed'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/**
 * Every SMS text opens with the sender's name (a phone may show only a number). An email names the sender in its
 * heading and signature, so an SMS text told again in an email leaves the name out.
 */
export const SMS_SENDER_PREFIX = 'Protea Management: ';

/** An SMS text as a letter's sentence: without the sender's name, its first letter a capital. */
export function withoutSmsSender(text: string, language: string): string {
  if (!text.startsWith(SMS_SENDER_PREFIX)) return text;
  const rest = text.slice(SMS_SENDER_PREFIX.length);
  return rest.charAt(0).toLocaleUpperCase(language) + rest.slice(1);
}
