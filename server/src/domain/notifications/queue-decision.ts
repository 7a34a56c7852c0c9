import type { MessageVar } from '@protea/shared/notification-messages';
import type { Database } from '../../db/client.js';
import type { CaseRow } from '../../db/repositories/case-repository.js';
import { queueCustomerMessage } from './queue-customer-message.js';

/**
 * The SMS and email of one staff decision, in the customer's language; the email repeats the SMS
 * text (without the SMS sender's name, render-message.ts) in a letter whose subject names the request.
 */
export async function queueDecision(
  tx: Database,
  target: Pick<CaseRow, 'id' | 'reference' | 'cellPhone' | 'email' | 'language' | 'displayName'>,
  smsKey: string,
  vars: Record<string, MessageVar>,
  subjectKey = 'messages.decisionEmailSubject',
) {
  await queueCustomerMessage(tx, target, {
    purpose: 'status-update',
    smsKey,
    email: { subjectKey, bodyKey: 'messages.decisionEmailBody' },
    vars: { ...vars, text: { key: smsKey, vars: { reference: target.reference, ...vars } } },
  });
}
