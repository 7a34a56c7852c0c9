import type { EmailAttachment } from '../../adapters/email/email-sender.js';
import { findCaseById } from '../../db/repositories/case-repository.js';
import type { NotificationRow } from '../../db/repositories/notification-repository.js';
import { WELCOME_EMAIL } from '../welcome-letter/queue-welcome.js';
import { issueWelcomeLetter, type WelcomeLetterSources } from '../welcome-letter/welcome-letter.js';

export type AttachmentsOf = (notification: NotificationRow) => Promise<EmailAttachment[]>;

/**
 * The files an email carries, rendered when it is sent (ADR 035): the outbox row names the message, never the bytes,
 * so a retry renders again. An email's body says what is attached, so the body's key decides it.
 */
export function emailAttachmentsOf(deps: WelcomeLetterSources): AttachmentsOf {
  return async (notification) => {
    if (notification.bodyKey !== WELCOME_EMAIL.bodyKey || !notification.caseId) return [];
    const target = await findCaseById(deps.db, notification.caseId);
    if (!target) throw new Error(`no case ${notification.caseId} for the welcome letter`);
    const letter = await issueWelcomeLetter(deps, target, { to: 'customer' });
    return [{ fileName: letter.fileName, contentType: 'application/pdf', content: letter.pdf }];
  };
}
