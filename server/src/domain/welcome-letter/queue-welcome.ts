import type { Database } from '../../db/client.js';
import type { CaseRow } from '../../db/repositories/case-repository.js';
import { queueCustomerMessage } from '../notifications/queue-customer-message.js';

/** The completion email's texts; the worker attaches the welcome letter to the email with this body (email-attachments.ts). */
export const WELCOME_EMAIL = { subjectKey: 'messages.welcomeEmailSubject', bodyKey: 'messages.welcomeEmailBody' };

/**
 * Tells the customer of a completed application their account number, by SMS and by an email that carries the
 * welcome letter. Queued in the completion's transaction; the letter is rendered when the email is sent.
 */
export async function queueWelcome(
  tx: Database,
  application: Pick<CaseRow, 'id' | 'reference' | 'cellPhone' | 'email' | 'language' | 'displayName'>,
  accountNo: string,
) {
  const smsKey = 'messages.completedSms';
  await queueCustomerMessage(tx, application, {
    purpose: 'status-update',
    smsKey,
    email: WELCOME_EMAIL,
    vars: { accountNo, text: { key: smsKey, vars: { reference: application.reference, accountNo } } },
  });
}
