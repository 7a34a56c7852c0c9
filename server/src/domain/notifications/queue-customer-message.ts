import type { MessageVars } from '@protea/shared/notification-messages';
import type { MessageKind } from '../../adapters/sms/sms-sender.js';
import type { Database } from '../../db/client.js';
import type { CaseRow } from '../../db/repositories/case-repository.js';
import { insertCaseEvent } from '../../db/repositories/case-repository.js';
import { insertNotification } from '../../db/repositories/notification-repository.js';

export interface CustomerMessage {
  purpose: MessageKind;
  smsKey?: string;
  email?: { subjectKey: string; bodyKey: string };
  vars?: MessageVars;
}

/**
 * Queues a message to the customer by SMS and (when there is an address) email, in the caller's
 * transaction: it is sent by the notification worker once the change it tells of has committed,
 * and never if the change is rolled back. Each queued message shows on the timeline.
 */
export async function queueCustomerMessage(
  tx: Database,
  target: Pick<CaseRow, 'id' | 'reference' | 'cellPhone' | 'email' | 'language' | 'displayName'>,
  message: CustomerMessage,
  options: { timeline?: boolean } = {},
): Promise<number[]> {
  const vars: MessageVars = { reference: target.reference, name: target.displayName, ...message.vars };
  const base = { caseId: target.id, purpose: message.purpose, language: target.language, vars };
  const queued = [];
  if (message.smsKey && target.cellPhone) {
    queued.push(
      await insertNotification(tx, { ...base, channel: 'sms', recipient: target.cellPhone, bodyKey: message.smsKey }),
    );
  }
  if (message.email && target.email) {
    queued.push(
      await insertNotification(tx, {
        ...base,
        channel: 'email',
        recipient: target.email,
        bodyKey: message.email.bodyKey,
        subjectKey: message.email.subjectKey,
      }),
    );
  }
  // A caller that records its own event for the message (staff's free message) leaves this out.
  for (const notification of options.timeline === false ? [] : queued) {
    await insertCaseEvent(tx, {
      caseId: target.id,
      actorType: 'system',
      kind: 'notification',
      data: { notificationId: notification.id, channel: notification.channel, purpose: message.purpose },
    });
  }
  return queued.map((notification) => notification.id);
}
