import type { Database } from '../../db/client.js';
import {
  type NotificationQueueFigures,
  notificationQueueFigures,
} from '../../db/repositories/operations-repository.js';

export type { NotificationQueueFigures };

/** The outbox as the metrics show it (messages by status, the oldest one waiting), read at each scrape. */
export const readNotificationQueue = (db: Database): Promise<NotificationQueueFigures> => notificationQueueFigures(db);
