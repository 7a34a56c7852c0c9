import { trackPath } from '@protea/shared/request-reference';
import type { FastifyBaseLogger } from 'fastify';
import { buildEmailSender } from './adapters/email/build-email-sender.js';
import { buildSmsSender } from './adapters/sms/build-sms-sender.js';
import type { FileStorage } from './adapters/storage/file-storage.js';
import { withRemovalHold } from './adapters/storage/removal-hold.js';
import { buildThrottleStore } from './adapters/throttle/build-throttle-store.js';
import type { Config } from './config/env.js';
import { resumeUrlOf } from './config/resume-url.js';
import type { DatabaseHandle } from './db/client.js';
import { startHousekeeping } from './domain/housekeeping.js';
import { emailAttachmentsOf } from './domain/notifications/email-attachments.js';
import { startMorningDigest } from './domain/notifications/morning-digest.js';
import { createNotificationWorker } from './domain/notifications/notification-worker.js';
import { createMetrics } from './http/metrics.js';
import type { Services } from './http/types.js';

/** How often each process looks for due messages, besides the nudge after every change. */
const NOTIFICATION_POLL_MS = 5000;

/**
 * Every adapter and worker of one process, chosen from the configuration (the composition root with
 * create-server.ts). They are built once the app's logger exists, which they write to; the app starts the workers
 * when it is ready and stops them when it closes.
 */
export function servicesOf(config: Config, database: DatabaseHandle, storage: FileStorage) {
  // A backup puts removals off while it copies the uploads (removal-hold.ts); every remover uses this storage.
  const { storage: held, hold } = withRemovalHold(storage);
  return (log: FastifyBaseLogger): Services => {
    const sms = buildSmsSender(config, log);
    const email = buildEmailSender(config, log);
    const notifier = createNotificationWorker({
      db: database.db,
      sms,
      email,
      contact: { phone: config.CONTACT_PHONE, email: config.CONTACT_EMAIL, address: config.CONTACT_ADDRESS },
      log,
      retryDelaysMs: config.NOTIFICATION_RETRY_SECONDS,
      pollMs: NOTIFICATION_POLL_MS,
      trackUrl: (reference) => resumeUrlOf(config)(trackPath(reference)),
      attachmentsOf: emailAttachmentsOf({ db: database.db, config }),
    });
    return {
      sms,
      email,
      storage: held,
      holdRemovals: hold,
      throttle: buildThrottleStore(config, database.db, log),
      notifier,
      metrics: config.METRICS_PORT ? createMetrics(database, log) : null,
      startHousekeeping: () => {
        const stopHousekeeping = startHousekeeping(
          {
            db: database.db,
            storage: held,
            retention: { draftDays: config.RETENTION_DRAFT_DAYS, documentDays: config.RETENTION_DOCUMENT_DAYS },
            uploadSweep: {
              everyMs: config.UPLOAD_SWEEP_MINUTES * 60_000,
              olderThanMs: config.UPLOAD_SWEEP_AGE_MINUTES * 60_000,
            },
          },
          log,
        );
        const stopDigest = startMorningDigest({ db: database.db, config, notifier, log });
        return async () => {
          await Promise.all([stopHousekeeping(), stopDigest()]);
        };
      },
    };
  };
}
