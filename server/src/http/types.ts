import type { Language } from '@protea/shared/constants';
import type { AdminProfile } from '@protea/shared/schemas/admin-login';
import type { EmailSender } from '../adapters/email/email-sender.js';
import type { SmsSender } from '../adapters/sms/sms-sender.js';
import type { FileStorage } from '../adapters/storage/file-storage.js';
import type { ThrottleStore } from '../adapters/throttle/throttle-store.js';
import type { Config } from '../config/env.js';
import type { DatabaseHandle } from '../domain/database.js';
import type { NotificationWorker } from '../domain/notifications/notification-worker.js';
import type { Metrics } from './metrics.js';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  webDist: string | null;
}

/** The outside world the domain talks to and the process's workers, built by the composition root (services.ts). */
export interface Services {
  sms: SmsSender;
  email: EmailSender;
  storage: FileStorage;
  /** Puts the storage's removals off until the returned function is called: a backup is copying the uploads. */
  holdRemovals: () => () => Promise<void>;
  /** The attempt counts of sign-ins and other limited calls (Redis or the database). */
  throttle: ThrottleStore;
  notifier: NotificationWorker;
  /** With METRICS_PORT: the registry `GET /metrics` shows on its own listener; null otherwise. */
  metrics: Metrics | null;
  /** Starts the daily and hourly housekeeping; returns how to stop it. */
  startHousekeeping: () => () => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps & Omit<Services, 'startHousekeeping'>;
    routeList: ReadonlyArray<{ method: string; url: string }>;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
    admin?: AdminProfile;
    adminToken?: string;
  }
}
