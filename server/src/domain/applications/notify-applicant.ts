import type { EmailSender } from '../../adapters/email/email-sender.js';
import type { MessageKind, SmsSender } from '../../adapters/sms/sms-sender.js';
import type { ApplicationRow } from '../../db/repositories/application-repository.js';
import { asLanguage, translate } from '../../i18n/translate.js';

export interface NotifyDeps {
  sms: SmsSender;
  email: EmailSender;
  log: { warn: (obj: object, msg: string) => void };
}

export interface Notification {
  kind: MessageKind;
  smsKey: string;
  email?: { subjectKey: string; bodyKey: string };
  vars?: Record<string, string>;
}

/**
 * Tells the applicant, in the language they used, by SMS and (when known) email. A failed
 * message is logged and reported, never allowed to undo the change it tells of.
 */
export async function notifyApplicant(
  deps: NotifyDeps,
  application: ApplicationRow,
  notification: Notification,
): Promise<{ smsSent: boolean; emailSent: boolean }> {
  const language = asLanguage(application.language);
  const vars = {
    reference: application.reference,
    name: [application.firstName, application.surname].filter(Boolean).join(' '),
    ...notification.vars,
  };
  let smsSent = false;
  let emailSent = false;
  if (application.cellPhone) {
    try {
      await deps.sms.send({
        to: application.cellPhone,
        body: translate(language, notification.smsKey, vars),
        kind: notification.kind,
      });
      smsSent = true;
    } catch (err) {
      deps.log.warn({ err, reference: application.reference }, 'sms to applicant failed');
    }
  }
  if (application.email && notification.email) {
    try {
      await deps.email.send({
        to: application.email,
        subject: translate(language, notification.email.subjectKey, vars),
        body: translate(language, notification.email.bodyKey, vars),
        kind: notification.kind,
      });
      emailSent = true;
    } catch (err) {
      deps.log.warn({ err, reference: application.reference }, 'email to applicant failed');
    }
  }
  return { smsSent, emailSent };
}
