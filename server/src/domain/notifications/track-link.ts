import type { Language } from '@protea/shared/constants';
import type { MessageKind } from '../../adapters/sms/sms-sender.js';
import type { NotificationRow } from '../../db/repositories/notification-repository.js';
import { translate } from '../../i18n/translate.js';

/**
 * The messages that link to the Track page, by what they fill in and the line they end with: the customer's own
 * request by its reference; the account holder asked to answer for a termination by the account number, so that the
 * code goes to the number on file (issue 39). Codes and staff digests link nowhere.
 */
const TRACK_LINKS: Partial<Record<MessageKind, { by: string; line: string }>> = {
  'submission-confirmation': { by: 'reference', line: 'messages.trackLine' },
  'status-update': { by: 'reference', line: 'messages.trackLine' },
  'holder-alert': { by: 'accountNo', line: 'messages.holderTrackLine' },
};

/**
 * Every message about a request ends with where to follow it (issue 31): the Track page with its reference filled in,
 * unless the message carries that link already (a request for information does, in its text).
 */
export function withTrackLink(
  language: Language,
  body: string,
  notification: Pick<NotificationRow, 'purpose' | 'vars'>,
  trackUrl: ((reference: string) => string) | undefined,
): string {
  const link = TRACK_LINKS[notification.purpose as MessageKind];
  const named = link ? notification.vars[link.by] : undefined;
  if (!trackUrl || !link || typeof named !== 'string' || named === '') return body;
  const url = trackUrl(named);
  if (body.includes(url)) return body;
  return `${body.trimEnd()}\n${translate(language, link.line, { url })}`;
}
