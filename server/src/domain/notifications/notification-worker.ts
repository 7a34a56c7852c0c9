import type { EmailSender } from '../../adapters/email/email-sender.js';
import { type MessageKind, type SmsReceipt, SmsRejectedError, type SmsSender } from '../../adapters/sms/sms-sender.js';
import type { Database } from '../../db/client.js';
import {
  claimDueNotifications,
  markNotificationFailed,
  markNotificationSent,
  type NotificationRow,
} from '../../db/repositories/notification-repository.js';
import { asLanguage } from '../../i18n/translate.js';
import type { AttachmentsOf } from './email-attachments.js';
import { type EmailContact, renderEmail } from './email-template.js';
import { renderMessage } from './render-message.js';
import { withTrackLink } from './track-link.js';

export interface NotificationWorkerOptions {
  db: Database;
  sms: SmsSender;
  email: EmailSender;
  /** The provider's contact details every email ends with. */
  contact: EmailContact;
  log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
  /** Waits before each retry; once they are used up the message is failed for good. */
  retryDelaysMs: readonly number[];
  /** How often to look for due messages besides the nudge after each change. */
  pollMs: number;
  /** Where a customer follows a request (the Track page with its reference); every message about one links there. */
  trackUrl?: (reference: string) => string;
  /** The files an email carries (the welcome letter), rendered at each try; none when left out. */
  attachmentsOf?: AttachmentsOf;
}

const BATCH = 20;
/** A claim outlives the slowest send (the SMS gateway times out after 10 s) by far. */
const LEASE_MS = 2 * 60 * 1000;

export interface NotificationWorker {
  start(): void;
  /** Looks for due messages soon; called after a change that queued some has committed. */
  nudge(): void;
  /** Sends everything due now and resolves when done (tests and shutdown). */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Sends queued customer messages with retries and backoff. Any number of processes may run one:
 * each claims messages with FOR UPDATE SKIP LOCKED, so a message is sent by one of them only.
 */
export function createNotificationWorker(options: NotificationWorkerOptions): NotificationWorker {
  const { db, log } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  async function sendOne(notification: NotificationRow): Promise<SmsReceipt | undefined> {
    const language = asLanguage(notification.language);
    const body = withTrackLink(
      language,
      renderMessage(language, notification.bodyKey, notification.vars),
      notification,
      options.trackUrl,
    );
    const kind = notification.purpose as MessageKind;
    if (notification.channel === 'sms') return options.sms.send({ to: notification.recipient, body, kind });
    const subject = renderMessage(language, notification.subjectKey ?? notification.bodyKey, notification.vars);
    const { text, html } = renderEmail(language, kind, subject, body, options.contact);
    const attachments = (await options.attachmentsOf?.(notification)) ?? [];
    await options.email.send({ to: notification.recipient, subject, body: text, html, kind, attachments });
    return undefined;
  }

  async function drainOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claimDueNotifications(db, BATCH, LEASE_MS);
      if (batch.length === 0) return sent;
      for (const notification of batch) {
        if (notification.expiresAt && notification.expiresAt.getTime() <= Date.now()) {
          // A code that arrives after it expired is of no use to anyone.
          await markNotificationFailed(db, notification, 'expired before it could be sent', null);
          continue;
        }
        try {
          const receipt = await sendOne(notification);
          await markNotificationSent(db, notification, receipt);
          sent++;
        } catch (error) {
          // A gateway that refused the message itself (a bad number) would refuse it again: no retry.
          const delay =
            error instanceof SmsRejectedError ? undefined : options.retryDelaysMs[notification.attempts - 1];
          const retryAt = delay === undefined ? null : new Date(Date.now() + delay);
          const reason = error instanceof Error ? error.message : String(error);
          log.warn({ notificationId: notification.id, attempt: notification.attempts, retryAt }, 'message not sent');
          await markNotificationFailed(db, notification, reason, retryAt);
        }
      }
    }
  }

  async function drain(): Promise<number> {
    if (running) {
      // A change committed while a pass ran: go round once more when it ends.
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await drainOnce();
      } while (again && !stopped);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const nudge = () => {
    if (stopped) return;
    drain().catch((error) => log.error({ err: error }, 'notification worker failed'));
  };

  return {
    start() {
      stopped = false;
      timer = setInterval(nudge, options.pollMs);
      timer.unref();
      nudge();
    },
    nudge,
    drain,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
