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
