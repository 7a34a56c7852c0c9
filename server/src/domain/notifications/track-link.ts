import type { Language } from '@protea/shared/constants';
import type { MessageKind } from '../../adapters/sms/sms-sender.js';
import type { NotificationRow } from '../../db/repositories/notification-repository.js';
import { translate } from '../../i18n/translate.js';

/** The messages about a customer's own request; codes, alerts to an account's holder and staff digests are not. */
const ABOUT_A_REQUEST: ReadonlySet<string> = new Set<MessageKind>(['submission-confirmation', 'status-update']);

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
  const reference = notification.vars.reference;
  if (!trackUrl || typeof reference !== 'string' || !ABOUT_A_REQUEST.has(notification.purpose)) return body;
  const url = trackUrl(reference);
  if (body.includes(url)) return body;
  return `${body.trimEnd()}\n${translate(language, 'messages.trackLine', { url })}`;
}
